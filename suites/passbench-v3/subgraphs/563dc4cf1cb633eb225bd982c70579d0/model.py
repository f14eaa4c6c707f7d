import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_65: torch.Tensor, gates_10: torch.Tensor, ctx_all_41: torch.Tensor):
        input_66 = torch._C._nn.gelu(input_65, approximate="none")
        getitem_75 = gates_10[(slice(None, None, None), slice(2, 3, None))]
        mul_72 = input_66 * getitem_75
        getitem_75 = None
        ctx_all_42 = ctx_all_41 + mul_72
        mul_72 = None
        mean_20 = input_66.mean(2, keepdim=True)
        input_66 = None
        return (mean_20, ctx_all_42)
