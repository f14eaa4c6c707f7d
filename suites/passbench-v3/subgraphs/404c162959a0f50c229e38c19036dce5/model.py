import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_7: torch.Tensor, gates_7: torch.Tensor, ctx_all_30: torch.Tensor):
        ctx_global_7 = torch._C._nn.gelu(mean_7, approximate="none")
        getitem_55 = gates_7[(slice(None, None, None), slice(3, None, None))]
        mul_52 = ctx_global_7 * getitem_55
        ctx_global_7 = getitem_55 = None
        ctx_all_31 = ctx_all_30 + mul_52
        mul_52 = None
        return (ctx_all_31,)
