import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_24: torch.Tensor, gates_3: torch.Tensor, ctx_all_14: torch.Tensor):
        mean_3 = input_24.mean((2, 3), keepdim=True)
        ctx_global_3 = torch._C._nn.gelu(mean_3, approximate="none")
        mean_3 = None
        getitem_27 = gates_3[(slice(None, None, None), slice(3, None, None))]
        mul_24 = ctx_global_3 * getitem_27
        ctx_global_3 = getitem_27 = None
        ctx_all_15 = ctx_all_14 + mul_24
        mul_24 = None
        return (ctx_all_15,)
