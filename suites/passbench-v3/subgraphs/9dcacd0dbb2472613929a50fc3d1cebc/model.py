import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x2: torch.Tensor, x1: torch.Tensor, sin_7: torch.Tensor, mul_12: torch.Tensor, k_rot: torch.Tensor, cos_7: torch.Tensor):
        neg = -x2
        cat_4 = torch.cat((neg, x1), dim=-1)
        neg = None
        mul_13 = cat_4 * sin_7
        cat_4 = None
        q_embed = mul_12 + mul_13
        mul_13 = None
        mul_14 = k_rot * cos_7
        x1_1 = k_rot[(..., slice(None, 32, None))]
        x2_1 = k_rot[(..., slice(32, None, None))]
        neg_1 = -x2_1
        x2_1 = None
        cat_5 = torch.cat((neg_1, x1_1), dim=-1)
        x1_1 = neg_1 = None
        mul_15 = cat_5 * sin_7
        cat_5 = None
        return (mul_14, mul_15, q_embed)
