import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_15: torch.Tensor, gates_2: torch.Tensor):
        input_16 = torch._C._nn.gelu(input_15, approximate="none")
        getitem_18 = gates_2[(slice(None, None, None), slice(1, 2, None))]
        return (input_16, getitem_18)
