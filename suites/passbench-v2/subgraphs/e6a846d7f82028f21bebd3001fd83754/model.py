import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_rot_1: torch.Tensor, cos_4: torch.Tensor):
        mul_7 = q_rot_1 * cos_4
        x1_2 = q_rot_1[(..., slice(None, 20, None))]
        return (x1_2, mul_7)
