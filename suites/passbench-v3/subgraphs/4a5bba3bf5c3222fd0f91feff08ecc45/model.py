import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_5: torch.Tensor, cos_8: torch.Tensor, sin_8: torch.Tensor, key_states_5: torch.Tensor):
        mul_23 = query_states_5 * cos_8
        x1_10 = query_states_5[(..., slice(None, 32, None))]
        x2_10 = query_states_5[(..., slice(32, None, None))]
        neg_10 = -x2_10
        x2_10 = None
        cat_11 = torch.cat((neg_10, x1_10), dim=-1)
        x1_10 = neg_10 = None
        mul_24 = cat_11 * sin_8
        cat_11 = None
        q_embed_5 = mul_23 + mul_24
        mul_23 = mul_24 = None
        mul_25 = key_states_5 * cos_8
        x1_11 = key_states_5[(..., slice(None, 32, None))]
        return (x1_11, mul_25, q_embed_5)
