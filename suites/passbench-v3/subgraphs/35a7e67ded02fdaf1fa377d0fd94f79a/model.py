import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_15: torch.Tensor, mul_16: torch.Tensor, key_states_3: torch.Tensor, cos_6: torch.Tensor, sin_6: torch.Tensor):
        q_embed_3 = mul_15 + mul_16
        mul_17 = key_states_3 * cos_6
        x1_7 = key_states_3[(..., slice(None, 32, None))]
        x2_7 = key_states_3[(..., slice(32, None, None))]
        neg_7 = -x2_7
        x2_7 = None
        cat_8 = torch.cat((neg_7, x1_7), dim=-1)
        x1_7 = neg_7 = None
        mul_18 = cat_8 * sin_6
        cat_8 = None
        k_embed_3 = mul_17 + mul_18
        mul_17 = mul_18 = None
        return (q_embed_3, k_embed_3)
