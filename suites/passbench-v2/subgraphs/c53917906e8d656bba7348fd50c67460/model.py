import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_31: torch.Tensor, unsqueeze_32: torch.Tensor):
        attn_mask_10 = unsqueeze_31 - unsqueeze_32
        ne_5 = attn_mask_10 != 0
        masked_fill_10 = attn_mask_10.masked_fill(ne_5, -100.0)
        ne_5 = None
        eq_5 = attn_mask_10 == 0
        attn_mask_10 = None
        return (masked_fill_10, eq_5)
