import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_16: torch.Tensor, gates_8: torch.Tensor, ctx_all_34: torch.Tensor):
        mean_17 = mean_16.mean(3, keepdim=True)
        ctx_global_8 = torch._C._nn.gelu(mean_17, approximate="none")
        mean_17 = None
        getitem_62 = gates_8[(slice(None, None, None), slice(3, None, None))]
        mul_59 = ctx_global_8 * getitem_62
        ctx_global_8 = getitem_62 = None
        ctx_all_35 = ctx_all_34 + mul_59
        mul_59 = None
        return (ctx_all_35,)
