import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states: torch.Tensor, cos_3: torch.Tensor, sin_3: torch.Tensor):
        mul_22 = query_states * cos_3
        x1 = query_states[(..., slice(None, 32, None))]
        x2 = query_states[(..., slice(32, None, None))]
        neg = -x2
        x2 = None
        cat_1 = torch.cat((neg, x1), dim=-1)
        x1 = neg = None
        mul_23 = cat_1 * sin_3
        cat_1 = None
        q_embed = mul_22 + mul_23
        mul_22 = mul_23 = None
        return (q_embed,)
