import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, neg_11: torch.Tensor, x1_11: torch.Tensor, sin_11: torch.Tensor, mul_124: torch.Tensor):
        cat_13 = torch.cat((neg_11, x1_11), dim=-1)
        mul_125 = cat_13 * sin_11
        cat_13 = None
        k_embed_5 = mul_124 + mul_125
        mul_125 = None
        getitem_52 = k_embed_5[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        k_embed_5 = None
        hidden_states_76 = getitem_52.expand(1, 1, 4, 128, 512)
        getitem_52 = None
        return (hidden_states_76,)
