import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_15: torch.Tensor, mul_16: torch.Tensor, key_states_2: torch.Tensor, cos_5: torch.Tensor, sin_5: torch.Tensor):
        q_embed_2 = mul_15 + mul_16
        mul_17 = key_states_2 * cos_5
        x1_5 = key_states_2[(..., slice(None, 32, None))]
        x2_5 = key_states_2[(..., slice(32, None, None))]
        neg_5 = -x2_5
        x2_5 = None
        cat_6 = torch.cat((neg_5, x1_5), dim=-1)
        x1_5 = neg_5 = None
        mul_18 = cat_6 * sin_5
        cat_6 = None
        k_embed_2 = mul_17 + mul_18
        mul_17 = mul_18 = None
        return (q_embed_2, k_embed_2)
