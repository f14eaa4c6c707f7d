import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_43: torch.Tensor, gates_10: torch.Tensor):
        input_44 = torch._C._nn.gelu(input_43, approximate="none")
        getitem_64 = gates_10[(slice(None, None, None), slice(1, 2, None))]
        return (input_44, getitem_64)
