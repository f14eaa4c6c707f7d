import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_7: torch.Tensor, gates_1: torch.Tensor):
        input_8 = torch._C._nn.gelu(input_7, approximate="none")
        getitem_10 = gates_1[(slice(None, None, None), slice(0, 1, None))]
        return (input_8, getitem_10)
