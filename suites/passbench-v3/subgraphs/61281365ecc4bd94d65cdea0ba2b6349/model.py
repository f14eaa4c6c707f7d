import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_8: torch.Tensor, gates_8: torch.Tensor, ctx_all_34: torch.Tensor):
        ctx_global_8 = torch._C._nn.gelu(mean_8, approximate="none")
        getitem_62 = gates_8[(slice(None, None, None), slice(3, None, None))]
        mul_43 = ctx_global_8 * getitem_62
        ctx_global_8 = getitem_62 = None
        ctx_all_35 = ctx_all_34 + mul_43
        mul_43 = None
        return (ctx_all_35,)
