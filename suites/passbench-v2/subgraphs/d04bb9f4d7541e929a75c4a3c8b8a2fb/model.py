import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_rot: torch.Tensor, cos_3: torch.Tensor, sin_3: torch.Tensor):
        mul_3 = q_rot * cos_3
        x1 = q_rot[(..., slice(None, 20, None))]
        x2 = q_rot[(..., slice(20, None, None))]
        neg = -x2
        x2 = None
        cat_1 = torch.cat((neg, x1), dim=-1)
        x1 = neg = None
        mul_4 = cat_1 * sin_3
        cat_1 = None
        return (mul_3, mul_4)
