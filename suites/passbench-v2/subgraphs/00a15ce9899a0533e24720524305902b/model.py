import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_rot_2: torch.Tensor, cos_5: torch.Tensor, sin_5: torch.Tensor):
        mul_11 = q_rot_2 * cos_5
        x1_4 = q_rot_2[(..., slice(None, 16, None))]
        x2_4 = q_rot_2[(..., slice(16, None, None))]
        neg_4 = -x2_4
        x2_4 = None
        cat_9 = torch.cat((neg_4, x1_4), dim=-1)
        x1_4 = neg_4 = None
        mul_12 = cat_9 * sin_5
        cat_9 = None
        q_embed_4 = mul_11 + mul_12
        mul_11 = mul_12 = None
        return (q_embed_4,)
