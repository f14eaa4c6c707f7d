import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_25: torch.Tensor, gates_4: torch.Tensor):
        input_26 = torch._C._nn.gelu(input_25, approximate="none")
        getitem_31 = gates_4[(slice(None, None, None), slice(0, 1, None))]
        return (input_26, getitem_31)
