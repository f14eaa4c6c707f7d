import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_133: torch.Tensor, gates_22: torch.Tensor):
        input_134 = torch._C._nn.gelu(input_133, approximate="none")
        getitem_157 = gates_22[(slice(None, None, None), slice(0, 1, None))]
        return (input_134, getitem_157)
