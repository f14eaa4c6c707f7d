import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sin_2: torch.Tensor, cos_7: torch.Tensor):
        sin_7 = sin_2.unsqueeze(1)
        getitem_21 = cos_7[(..., slice(None, 16, None))]
        return (getitem_21, sin_7)
