import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x2_8: torch.Tensor, x1_8: torch.Tensor, sin_7: torch.Tensor, mul_41: torch.Tensor, key_states_4: torch.Tensor, cos_7: torch.Tensor):
        neg_8 = -x2_8
        cat_9 = torch.cat((neg_8, x1_8), dim=-1)
        neg_8 = None
        mul_42 = cat_9 * sin_7
        cat_9 = None
        q_embed_4 = mul_41 + mul_42
        mul_42 = None
        mul_43 = key_states_4 * cos_7
        x1_9 = key_states_4[(..., slice(None, 32, None))]
        x2_9 = key_states_4[(..., slice(32, None, None))]
        neg_9 = -x2_9
        x2_9 = None
        cat_10 = torch.cat((neg_9, x1_9), dim=-1)
        x1_9 = neg_9 = None
        mul_44 = cat_10 * sin_7
        cat_10 = None
        return (mul_43, mul_44, q_embed_4)
