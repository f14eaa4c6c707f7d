import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_71: torch.Tensor, gates_11: torch.Tensor):
        input_72 = torch._C._nn.gelu(input_71, approximate="none")
        getitem_82 = gates_11[(slice(None, None, None), slice(2, 3, None))]
        return (input_72, getitem_82)
