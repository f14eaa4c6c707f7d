import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_7: torch.Tensor, unsqueeze_8: torch.Tensor):
        attn_mask_2 = unsqueeze_7 - unsqueeze_8
        ne_1 = attn_mask_2 != 0
        masked_fill_2 = attn_mask_2.masked_fill(ne_1, -100.0)
        ne_1 = None
        eq_1 = attn_mask_2 == 0
        attn_mask_2 = None
        return (masked_fill_2, eq_1)
