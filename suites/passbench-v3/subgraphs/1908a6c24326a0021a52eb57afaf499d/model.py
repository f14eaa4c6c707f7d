import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_30: torch.Tensor, gates_4: torch.Tensor, ctx_all_18: torch.Tensor):
        mean_4 = input_30.mean((2, 3), keepdim=True)
        ctx_global_4 = torch._C._nn.gelu(mean_4, approximate="none")
        mean_4 = None
        getitem_34 = gates_4[(slice(None, None, None), slice(3, None, None))]
        mul_31 = ctx_global_4 * getitem_34
        ctx_global_4 = getitem_34 = None
        ctx_all_19 = ctx_all_18 + mul_31
        mul_31 = None
        return (ctx_all_19,)
