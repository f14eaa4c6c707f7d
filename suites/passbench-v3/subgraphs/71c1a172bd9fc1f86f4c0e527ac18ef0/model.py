import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_2: torch.Tensor, cos_5: torch.Tensor, sin_5: torch.Tensor, key_states_2: torch.Tensor):
        mul_23 = query_states_2 * cos_5
        x1_4 = query_states_2[(..., slice(None, 32, None))]
        x2_4 = query_states_2[(..., slice(32, None, None))]
        neg_4 = -x2_4
        x2_4 = None
        cat_5 = torch.cat((neg_4, x1_4), dim=-1)
        x1_4 = neg_4 = None
        mul_24 = cat_5 * sin_5
        cat_5 = None
        q_embed_2 = mul_23 + mul_24
        mul_23 = mul_24 = None
        mul_25 = key_states_2 * cos_5
        x1_5 = key_states_2[(..., slice(None, 32, None))]
        x2_5 = key_states_2[(..., slice(32, None, None))]
        neg_5 = -x2_5
        x2_5 = None
        return (neg_5, x1_5, mul_25, q_embed_2)
