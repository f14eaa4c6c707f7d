import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_141: torch.Tensor, gates_23: torch.Tensor, ctx_all_92: torch.Tensor):
        input_142 = torch._C._nn.gelu(input_141, approximate="none")
        getitem_165 = gates_23[(slice(None, None, None), slice(1, 2, None))]
        mul_162 = input_142 * getitem_165
        getitem_165 = None
        ctx_all_93 = ctx_all_92 + mul_162
        mul_162 = None
        return (input_142, ctx_all_93)
