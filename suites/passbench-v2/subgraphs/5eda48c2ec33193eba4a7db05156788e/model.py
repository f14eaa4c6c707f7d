import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, cat_4: torch.Tensor, sin_4: torch.Tensor, mul_16: torch.Tensor):
        mul_17 = cat_4 * sin_4
        k_embed_1 = mul_16 + mul_17
        mul_17 = None
        return (k_embed_1,)
