import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_6: torch.Tensor, gates: torch.Tensor, ctx_all_2: torch.Tensor):
        mean = input_6.mean((2, 3), keepdim=True)
        ctx_global = torch._C._nn.gelu(mean, approximate="none")
        mean = None
        getitem_6 = gates[(slice(None, None, None), slice(3, None, None))]
        mul_3 = ctx_global * getitem_6
        ctx_global = getitem_6 = None
        ctx_all_3 = ctx_all_2 + mul_3
        mul_3 = None
        return (ctx_all_3,)
