import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_1: torch.Tensor, cos_5: torch.Tensor, sin_5: torch.Tensor):
        mul_17 = query_states_1 * cos_5
        x1 = query_states_1[(..., slice(None, 128, None))]
        x2 = query_states_1[(..., slice(128, None, None))]
        neg = -x2
        x2 = None
        cat_2 = torch.cat((neg, x1), dim=-1)
        x1 = neg = None
        mul_18 = cat_2 * sin_5
        cat_2 = None
        q_embed = mul_17 + mul_18
        mul_17 = mul_18 = None
        return (q_embed,)
