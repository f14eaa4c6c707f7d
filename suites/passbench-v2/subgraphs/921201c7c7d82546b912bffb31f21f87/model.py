import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_20: torch.Tensor, gates_10: torch.Tensor, ctx_all_31: torch.Tensor):
        mean_21 = mean_20.mean(3, keepdim=True)
        ctx_global_10 = torch._C._nn.gelu(mean_21, approximate="none")
        mean_21 = None
        getitem_65 = gates_10[(slice(None, None, None), slice(2, None, None))]
        mul_62 = ctx_global_10 * getitem_65
        ctx_global_10 = getitem_65 = None
        ctx_all_32 = ctx_all_31 + mul_62
        mul_62 = None
        return (ctx_all_32,)
