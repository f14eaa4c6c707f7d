import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_5: torch.Tensor, mul_6: torch.Tensor, key_states: torch.Tensor, cos_3: torch.Tensor, sin_3: torch.Tensor):
        q_embed = mul_5 + mul_6
        mul_7 = key_states * cos_3
        x1_1 = key_states[(..., slice(None, 32, None))]
        x2_1 = key_states[(..., slice(32, None, None))]
        neg_1 = -x2_1
        x2_1 = None
        cat_2 = torch.cat((neg_1, x1_1), dim=-1)
        x1_1 = neg_1 = None
        mul_8 = cat_2 * sin_3
        cat_2 = None
        k_embed = mul_7 + mul_8
        mul_7 = mul_8 = None
        return (q_embed, k_embed)
