import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_rot_1: torch.Tensor, cos_8: torch.Tensor, sin_8: torch.Tensor):
        mul_28 = q_rot_1 * cos_8
        x1_2 = q_rot_1[(..., slice(None, 32, None))]
        x2_2 = q_rot_1[(..., slice(32, None, None))]
        neg_2 = -x2_2
        x2_2 = None
        cat_8 = torch.cat((neg_2, x1_2), dim=-1)
        x1_2 = neg_2 = None
        mul_29 = cat_8 * sin_8
        cat_8 = None
        return (mul_28, mul_29)
