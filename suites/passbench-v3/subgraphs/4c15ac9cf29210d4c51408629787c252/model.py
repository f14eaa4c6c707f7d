import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_15: torch.Tensor, gates_2: torch.Tensor, ctx_all_8: torch.Tensor):
        input_16 = torch._C._nn.gelu(input_15, approximate="none")
        getitem_18 = gates_2[(slice(None, None, None), slice(1, 2, None))]
        mul_11 = input_16 * getitem_18
        getitem_18 = None
        ctx_all_9 = ctx_all_8 + mul_11
        mul_11 = None
        return (input_16, ctx_all_9)
