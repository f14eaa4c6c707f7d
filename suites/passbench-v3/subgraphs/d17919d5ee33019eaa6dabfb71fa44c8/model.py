import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_18: torch.Tensor, gates_2: torch.Tensor, ctx_all_10: torch.Tensor):
        mean_2 = input_18.mean((2, 3), keepdim=True)
        ctx_global_2 = torch._C._nn.gelu(mean_2, approximate="none")
        mean_2 = None
        getitem_20 = gates_2[(slice(None, None, None), slice(3, None, None))]
        mul_13 = ctx_global_2 * getitem_20
        ctx_global_2 = getitem_20 = None
        ctx_all_11 = ctx_all_10 + mul_13
        mul_13 = None
        return (ctx_all_11,)
