import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states: torch.Tensor, cos_3: torch.Tensor, sin_3: torch.Tensor, key_states: torch.Tensor):
        mul_3 = query_states * cos_3
        x1 = query_states[(..., slice(None, 32, None))]
        x2 = query_states[(..., slice(32, None, None))]
        neg = -x2
        x2 = None
        cat_1 = torch.cat((neg, x1), dim=-1)
        x1 = neg = None
        mul_4 = cat_1 * sin_3
        cat_1 = None
        q_embed = mul_3 + mul_4
        mul_3 = mul_4 = None
        mul_5 = key_states * cos_3
        x1_1 = key_states[(..., slice(None, 32, None))]
        x2_1 = key_states[(..., slice(32, None, None))]
        neg_1 = -x2_1
        x2_1 = None
        return (neg_1, x1_1, mul_5, q_embed)
