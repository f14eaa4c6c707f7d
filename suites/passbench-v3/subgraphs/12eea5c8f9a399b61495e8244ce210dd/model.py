import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_22: torch.Tensor, gates_22: torch.Tensor, ctx_all_90: torch.Tensor):
        ctx_global_22 = torch._C._nn.gelu(mean_22, approximate="none")
        getitem_160 = gates_22[(slice(None, None, None), slice(3, None, None))]
        mul_157 = ctx_global_22 * getitem_160
        ctx_global_22 = getitem_160 = None
        ctx_all_91 = ctx_all_90 + mul_157
        mul_157 = None
        return (ctx_all_91,)
