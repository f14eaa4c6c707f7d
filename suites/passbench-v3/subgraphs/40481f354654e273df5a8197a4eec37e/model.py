import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_27: torch.Tensor, gates_4: torch.Tensor):
        input_28 = torch._C._nn.gelu(input_27, approximate="none")
        getitem_32 = gates_4[(slice(None, None, None), slice(1, 2, None))]
        return (input_28, getitem_32)
