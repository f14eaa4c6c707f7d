import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, neg_9: torch.Tensor, x1_9: torch.Tensor, sin_7: torch.Tensor, mul_118: torch.Tensor):
        cat_10 = torch.cat((neg_9, x1_9), dim=-1)
        mul_119 = cat_10 * sin_7
        cat_10 = None
        k_embed_4 = mul_118 + mul_119
        mul_119 = None
        getitem_66 = k_embed_4[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        k_embed_4 = None
        hidden_states_102 = getitem_66.expand(1, 8, 2, 20, 64)
        getitem_66 = None
        return (hidden_states_102,)
