import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x2_7: torch.Tensor, x1_7: torch.Tensor, sin_6: torch.Tensor, mul_23: torch.Tensor):
        neg_7 = -x2_7
        cat_8 = torch.cat((neg_7, x1_7), dim=-1)
        neg_7 = None
        mul_24 = cat_8 * sin_6
        cat_8 = None
        k_embed_3 = mul_23 + mul_24
        mul_24 = None
        return (k_embed_3,)
