import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_11: torch.Tensor, gates_1: torch.Tensor):
        input_12 = torch._C._nn.gelu(input_11, approximate="none")
        getitem_12 = gates_1[(slice(None, None, None), slice(2, 3, None))]
        return (input_12, getitem_12)
