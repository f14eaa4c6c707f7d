import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_5: torch.Tensor, gates: torch.Tensor, ctx_all_1: torch.Tensor):
        input_6 = torch._C._nn.gelu(input_5, approximate="none")
        getitem_5 = gates[(slice(None, None, None), slice(2, 3, None))]
        mul_2 = input_6 * getitem_5
        getitem_5 = None
        ctx_all_2 = ctx_all_1 + mul_2
        mul_2 = None
        return (input_6, ctx_all_2)
