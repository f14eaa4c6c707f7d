import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_21: torch.Tensor, gates_10: torch.Tensor, ctx_all_42: torch.Tensor):
        ctx_global_10 = torch._C._nn.gelu(mean_21, approximate="none")
        getitem_76 = gates_10[(slice(None, None, None), slice(3, None, None))]
        mul_73 = ctx_global_10 * getitem_76
        ctx_global_10 = getitem_76 = None
        ctx_all_43 = ctx_all_42 + mul_73
        mul_73 = None
        return (ctx_all_43,)
