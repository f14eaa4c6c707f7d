import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_17: torch.Tensor, gates_2: torch.Tensor, ctx_all_9: torch.Tensor):
        input_18 = torch._C._nn.gelu(input_17, approximate="none")
        getitem_19 = gates_2[(slice(None, None, None), slice(2, 3, None))]
        mul_16 = input_18 * getitem_19
        getitem_19 = None
        ctx_all_10 = ctx_all_9 + mul_16
        mul_16 = None
        return (input_18, ctx_all_10)
