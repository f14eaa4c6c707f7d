import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_5: torch.Tensor, gates_2: torch.Tensor, ctx_all_10: torch.Tensor):
        ctx_global_2 = torch._C._nn.gelu(mean_5, approximate="none")
        getitem_20 = gates_2[(slice(None, None, None), slice(3, None, None))]
        mul_17 = ctx_global_2 * getitem_20
        ctx_global_2 = getitem_20 = None
        ctx_all_11 = ctx_all_10 + mul_17
        mul_17 = None
        return (ctx_all_11,)
