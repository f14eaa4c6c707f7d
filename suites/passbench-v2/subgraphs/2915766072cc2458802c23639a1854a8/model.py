import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_13: torch.Tensor, unsqueeze_14: torch.Tensor):
        attn_mask_4 = unsqueeze_13 - unsqueeze_14
        ne_2 = attn_mask_4 != 0
        masked_fill_4 = attn_mask_4.masked_fill(ne_2, -100.0)
        ne_2 = None
        eq_2 = attn_mask_4 == 0
        attn_mask_4 = None
        return (masked_fill_4, eq_2)
