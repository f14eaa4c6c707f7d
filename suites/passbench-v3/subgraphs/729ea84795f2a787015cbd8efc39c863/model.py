import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_1: torch.Tensor, cos_4: torch.Tensor, sin_4: torch.Tensor, key_states_1: torch.Tensor):
        mul_8 = query_states_1 * cos_4
        x1_2 = query_states_1[(..., slice(None, 32, None))]
        x2_2 = query_states_1[(..., slice(32, None, None))]
        neg_2 = -x2_2
        x2_2 = None
        cat_3 = torch.cat((neg_2, x1_2), dim=-1)
        x1_2 = neg_2 = None
        mul_9 = cat_3 * sin_4
        cat_3 = None
        q_embed_1 = mul_8 + mul_9
        mul_8 = mul_9 = None
        mul_10 = key_states_1 * cos_4
        x1_3 = key_states_1[(..., slice(None, 32, None))]
        return (x1_3, mul_10, q_embed_1)
