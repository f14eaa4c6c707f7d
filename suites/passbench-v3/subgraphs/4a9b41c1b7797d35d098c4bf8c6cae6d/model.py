import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_rot: torch.Tensor, cos_3: torch.Tensor):
        mul_3 = q_rot * cos_3
        x1 = q_rot[(..., slice(None, 16, None))]
        x2 = q_rot[(..., slice(16, None, None))]
        neg = -x2
        x2 = None
        return (neg, x1, mul_3)
