import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_9: torch.Tensor, gates_1: torch.Tensor, ctx_all_4: torch.Tensor):
        input_10 = torch._C._nn.gelu(input_9, approximate="none")
        getitem_11 = gates_1[(slice(None, None, None), slice(1, 2, None))]
        mul_8 = input_10 * getitem_11
        getitem_11 = None
        ctx_all_5 = ctx_all_4 + mul_8
        mul_8 = None
        return (input_10, ctx_all_5)
