import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, k_rot_5: torch.Tensor, cos_13: torch.Tensor, sin_13: torch.Tensor):
        mul_94 = k_rot_5 * cos_13
        x1_11 = k_rot_5[(..., slice(None, 8, None))]
        x2_11 = k_rot_5[(..., slice(8, None, None))]
        neg_11 = -x2_11
        x2_11 = None
        cat_25 = torch.cat((neg_11, x1_11), dim=-1)
        x1_11 = neg_11 = None
        mul_95 = cat_25 * sin_13
        cat_25 = None
        k_embed_10 = mul_94 + mul_95
        mul_94 = mul_95 = None
        return (k_embed_10,)
