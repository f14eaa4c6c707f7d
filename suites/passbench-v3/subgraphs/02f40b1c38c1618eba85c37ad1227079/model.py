import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_1: torch.Tensor, gates: torch.Tensor):
        input_2 = torch._C._nn.gelu(input_1, approximate="none")
        getitem_3 = gates[(slice(None, None, None), slice(0, 1, None))]
        return (input_2, getitem_3)
