import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_29: torch.Tensor, gates_4: torch.Tensor, ctx_all_17: torch.Tensor):
        input_30 = torch._C._nn.gelu(input_29, approximate="none")
        getitem_33 = gates_4[(slice(None, None, None), slice(2, 3, None))]
        mul_30 = input_30 * getitem_33
        getitem_33 = None
        ctx_all_18 = ctx_all_17 + mul_30
        mul_30 = None
        mean_8 = input_30.mean(2, keepdim=True)
        input_30 = None
        return (mean_8, ctx_all_18)
