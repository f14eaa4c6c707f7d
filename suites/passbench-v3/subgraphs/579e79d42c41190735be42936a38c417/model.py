import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x2_2: torch.Tensor, x1_2: torch.Tensor, sin_4: torch.Tensor, mul_7: torch.Tensor, k_rot_1: torch.Tensor, cos_4: torch.Tensor):
        neg_2 = -x2_2
        cat_5 = torch.cat((neg_2, x1_2), dim=-1)
        neg_2 = None
        mul_8 = cat_5 * sin_4
        cat_5 = None
        q_embed_2 = mul_7 + mul_8
        mul_8 = None
        mul_9 = k_rot_1 * cos_4
        x1_3 = k_rot_1[(..., slice(None, 16, None))]
        x2_3 = k_rot_1[(..., slice(16, None, None))]
        neg_3 = -x2_3
        x2_3 = None
        cat_6 = torch.cat((neg_3, x1_3), dim=-1)
        x1_3 = neg_3 = None
        mul_10 = cat_6 * sin_4
        cat_6 = None
        return (mul_9, mul_10, q_embed_2)
