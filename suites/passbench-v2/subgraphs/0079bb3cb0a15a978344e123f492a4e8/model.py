import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_patches_16: torch.Tensor, cos_1: torch.Tensor, sin_1: torch.Tensor):
        mul_121 = q_patches_16 * cos_1
        x1_16 = q_patches_16[(..., slice(None, 32, None))]
        x2_16 = q_patches_16[(..., slice(32, None, None))]
        neg_16 = -x2_16
        x2_16 = None
        cat_33 = torch.cat((neg_16, x1_16), dim=-1)
        x1_16 = neg_16 = None
        mul_122 = cat_33 * sin_1
        cat_33 = None
        q_patches_17 = mul_121 + mul_122
        mul_121 = mul_122 = None
        return (q_patches_17,)
