import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_67: torch.Tensor, unsqueeze_68: torch.Tensor):
        attn_mask_22 = unsqueeze_67 - unsqueeze_68
        ne_11 = attn_mask_22 != 0
        masked_fill_22 = attn_mask_22.masked_fill(ne_11, -100.0)
        ne_11 = None
        eq_11 = attn_mask_22 == 0
        attn_mask_22 = None
        return (masked_fill_22, eq_11)
