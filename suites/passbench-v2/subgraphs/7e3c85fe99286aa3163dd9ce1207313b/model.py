import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_22: torch.Tensor, gates_11: torch.Tensor, ctx_all_46: torch.Tensor):
        mean_23 = mean_22.mean(3, keepdim=True)
        ctx_global_11 = torch._C._nn.gelu(mean_23, approximate="none")
        mean_23 = None
        getitem_83 = gates_11[(slice(None, None, None), slice(3, None, None))]
        mul_80 = ctx_global_11 * getitem_83
        ctx_global_11 = getitem_83 = None
        ctx_all_47 = ctx_all_46 + mul_80
        mul_80 = None
        return (ctx_all_47,)
