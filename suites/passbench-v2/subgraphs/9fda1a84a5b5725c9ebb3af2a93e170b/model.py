import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states: torch.Tensor, cos_3: torch.Tensor, sin_3: torch.Tensor):
        mul_9 = query_states * cos_3
        x1 = query_states[(..., slice(None, 64, None))]
        x2 = query_states[(..., slice(64, None, None))]
        neg = -x2
        x2 = None
        cat_1 = torch.cat((neg, x1), dim=-1)
        x1 = neg = None
        mul_10 = cat_1 * sin_3
        cat_1 = None
        q_embed = mul_9 + mul_10
        mul_9 = mul_10 = None
        return (q_embed,)
