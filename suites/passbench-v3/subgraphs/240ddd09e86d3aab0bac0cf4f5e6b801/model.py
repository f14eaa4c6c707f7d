import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_33: torch.Tensor, gates_5: torch.Tensor):
        input_34 = torch._C._nn.gelu(input_33, approximate="none")
        getitem_39 = gates_5[(slice(None, None, None), slice(1, 2, None))]
        return (input_34, getitem_39)
