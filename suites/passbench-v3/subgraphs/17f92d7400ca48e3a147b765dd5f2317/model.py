import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_51: torch.Tensor, gates_8: torch.Tensor, ctx_all_32: torch.Tensor):
        input_52 = torch._C._nn.gelu(input_51, approximate="none")
        getitem_60 = gates_8[(slice(None, None, None), slice(1, 2, None))]
        mul_57 = input_52 * getitem_60
        getitem_60 = None
        ctx_all_33 = ctx_all_32 + mul_57
        mul_57 = None
        return (input_52, ctx_all_33)
