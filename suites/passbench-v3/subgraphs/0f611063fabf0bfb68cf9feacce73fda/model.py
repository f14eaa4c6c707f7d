import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_6: torch.Tensor, mul_7: torch.Tensor, getitem_26: torch.Tensor, v_1: torch.Tensor, k_2: torch.Tensor, getitem_22: torch.Tensor):
        add_5 = mul_6 + mul_7
        cat_4 = torch.cat([getitem_26, add_5], dim=2)
        add_5 = None
        q_3 = cat_4.type_as(v_1)
        cat_4 = None
        getitem_32 = k_2[(slice(None, None, None), slice(None, None, None), slice(None, 1, None), slice(None, None, None))]
        getitem_33 = k_2[(slice(None, None, None), slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        tensor_split_3 = getitem_22.tensor_split(2, -1)
        sin_emb_4 = tensor_split_3[0]
        cos_emb_4 = tensor_split_3[1]
        tensor_split_3 = None
        mul_8 = getitem_33 * cos_emb_4
        cos_emb_4 = None
        getitem_36 = getitem_33[(..., slice(1, None, 2))]
        neg_3 = -getitem_36
        getitem_36 = None
        return (getitem_33, neg_3, sin_emb_4, mul_8, getitem_32, q_3)
