import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean: torch.Tensor, gates: torch.Tensor, ctx_all_1: torch.Tensor):
        mean_1 = mean.mean(3, keepdim=True)
        ctx_global = torch._C._nn.gelu(mean_1, approximate="none")
        mean_1 = None
        getitem_5 = gates[(slice(None, None, None), slice(2, None, None))]
        mul_2 = ctx_global * getitem_5
        ctx_global = getitem_5 = None
        ctx_all_2 = ctx_all_1 + mul_2
        mul_2 = None
        return (ctx_all_2,)
