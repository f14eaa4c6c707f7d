import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_4: torch.Tensor, cos_7: torch.Tensor, sin_7: torch.Tensor):
        mul_19 = query_states_4 * cos_7
        x1_8 = query_states_4[(..., slice(None, 32, None))]
        x2_8 = query_states_4[(..., slice(32, None, None))]
        neg_8 = -x2_8
        x2_8 = None
        cat_9 = torch.cat((neg_8, x1_8), dim=-1)
        x1_8 = neg_8 = None
        mul_20 = cat_9 * sin_7
        cat_9 = None
        q_embed_4 = mul_19 + mul_20
        mul_19 = mul_20 = None
        return (q_embed_4,)
