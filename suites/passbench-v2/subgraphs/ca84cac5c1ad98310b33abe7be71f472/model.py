import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, neg_1: torch.Tensor, x1_1: torch.Tensor, sin_3: torch.Tensor, mul_5: torch.Tensor):
        cat_2 = torch.cat((neg_1, x1_1), dim=-1)
        mul_6 = cat_2 * sin_3
        cat_2 = None
        k_embed = mul_5 + mul_6
        mul_6 = None
        return (k_embed,)
