import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, neg_5: torch.Tensor, x1_5: torch.Tensor, sin_5: torch.Tensor, mul_25: torch.Tensor):
        cat_6 = torch.cat((neg_5, x1_5), dim=-1)
        mul_26 = cat_6 * sin_5
        cat_6 = None
        k_embed_2 = mul_25 + mul_26
        mul_26 = None
        return (k_embed_2,)
