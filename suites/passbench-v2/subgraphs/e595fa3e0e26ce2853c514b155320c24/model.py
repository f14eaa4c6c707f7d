import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x2_3: torch.Tensor, x1_3: torch.Tensor, sin_4: torch.Tensor, mul_10: torch.Tensor):
        neg_3 = -x2_3
        cat_4 = torch.cat((neg_3, x1_3), dim=-1)
        neg_3 = None
        mul_11 = cat_4 * sin_4
        cat_4 = None
        k_embed_1 = mul_10 + mul_11
        mul_11 = None
        return (k_embed_1,)
