import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_12: torch.Tensor, mul_13: torch.Tensor, getitem_37: torch.Tensor, v_2: torch.Tensor, k_4: torch.Tensor, L_self_modules_rope_buffers_pos_embed_: torch.Tensor):
        add_9 = mul_12 + mul_13
        cat_5 = torch.cat([getitem_37, add_9], dim=2)
        add_9 = None
        q_5 = cat_5.type_as(v_2)
        cat_5 = None
        getitem_43 = k_4[(slice(None, None, None), slice(None, None, None), slice(None, 1, None), slice(None, None, None))]
        getitem_44 = k_4[(slice(None, None, None), slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        tensor_split_5 = L_self_modules_rope_buffers_pos_embed_.tensor_split(2, -1)
        sin_emb_5 = tensor_split_5[0]
        cos_emb_5 = tensor_split_5[1]
        tensor_split_5 = None
        mul_14 = getitem_44 * cos_emb_5
        cos_emb_5 = None
        getitem_47 = getitem_44[(..., slice(1, None, 2))]
        neg_5 = -getitem_47
        getitem_47 = None
        return (getitem_44, neg_5, sin_emb_5, mul_14, getitem_43, q_5)
