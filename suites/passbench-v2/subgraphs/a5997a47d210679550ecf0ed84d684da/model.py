import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mean_4: torch.Tensor, gates_2: torch.Tensor, ctx_all_7: torch.Tensor):
        mean_5 = mean_4.mean(3, keepdim=True)
        ctx_global_2 = torch._C._nn.gelu(mean_5, approximate="none")
        mean_5 = None
        getitem_17 = gates_2[(slice(None, None, None), slice(2, None, None))]
        mul_14 = ctx_global_2 * getitem_17
        ctx_global_2 = getitem_17 = None
        ctx_all_8 = ctx_all_7 + mul_14
        mul_14 = None
        return (ctx_all_8,)
