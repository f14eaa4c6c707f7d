import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_11: torch.Tensor, gates_2: torch.Tensor):
        input_12 = torch._C._nn.gelu(input_11, approximate="none")
        getitem_16 = gates_2[(slice(None, None, None), slice(1, 2, None))]
        return (input_12, getitem_16)
