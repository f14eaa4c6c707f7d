import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, cat_4: torch.Tensor, sin_4: torch.Tensor, mul_9: torch.Tensor):
        mul_10 = cat_4 * sin_4
        k_embed_1 = mul_9 + mul_10
        mul_10 = None
        return (k_embed_1,)
