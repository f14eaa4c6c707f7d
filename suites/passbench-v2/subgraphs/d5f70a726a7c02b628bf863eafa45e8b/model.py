import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x2_11: torch.Tensor, x1_11: torch.Tensor, sin_8: torch.Tensor, mul_25: torch.Tensor):
        neg_11 = -x2_11
        cat_12 = torch.cat((neg_11, x1_11), dim=-1)
        neg_11 = None
        mul_26 = cat_12 * sin_8
        cat_12 = None
        k_embed_5 = mul_25 + mul_26
        mul_26 = None
        return (k_embed_5,)
