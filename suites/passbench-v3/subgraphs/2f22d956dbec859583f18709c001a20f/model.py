import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, neg_5: torch.Tensor, getitem_48: torch.Tensor, sin_emb_5: torch.Tensor, mul_14: torch.Tensor, getitem_43: torch.Tensor, v_2: torch.Tensor):
        stack_5 = torch.stack([neg_5, getitem_48], -1)
        reshape_10 = stack_5.reshape((1, 6, 196, 64))
        stack_5 = None
        mul_15 = reshape_10 * sin_emb_5
        reshape_10 = None
        add_10 = mul_14 + mul_15
        mul_15 = None
        cat_6 = torch.cat([getitem_43, add_10], dim=2)
        add_10 = None
        k_5 = cat_6.type_as(v_2)
        cat_6 = None
        return (k_5,)
