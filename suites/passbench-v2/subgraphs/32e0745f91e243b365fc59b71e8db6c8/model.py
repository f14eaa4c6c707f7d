import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, k_rot: torch.Tensor, cos_3: torch.Tensor, sin_3: torch.Tensor):
        mul_5 = k_rot * cos_3
        x1_1 = k_rot[(..., slice(None, 20, None))]
        x2_1 = k_rot[(..., slice(20, None, None))]
        neg_1 = -x2_1
        x2_1 = None
        cat_2 = torch.cat((neg_1, x1_1), dim=-1)
        x1_1 = neg_1 = None
        mul_6 = cat_2 * sin_3
        cat_2 = None
        k_embed = mul_5 + mul_6
        mul_5 = mul_6 = None
        return (k_embed,)
