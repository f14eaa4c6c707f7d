import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_1: torch.Tensor, unsqueeze_2: torch.Tensor):
        attn_mask = unsqueeze_1 - unsqueeze_2
        ne = attn_mask != 0
        masked_fill = attn_mask.masked_fill(ne, -100.0)
        ne = None
        eq = attn_mask == 0
        attn_mask = None
        return (masked_fill, eq)
