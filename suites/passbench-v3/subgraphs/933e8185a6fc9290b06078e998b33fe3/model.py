import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_14: torch.Tensor, getitem_11: torch.Tensor, sin_emb_1: torch.Tensor, mul: torch.Tensor, getitem_10: torch.Tensor, v: torch.Tensor, k: torch.Tensor):
        neg = -getitem_14
        getitem_15 = getitem_11[(..., slice(None, None, 2))]
        stack = torch.stack([neg, getitem_15], -1)
        neg = getitem_15 = None
        reshape_1 = stack.reshape((1, 16, 196, 64))
        stack = None
        mul_1 = reshape_1 * sin_emb_1
        reshape_1 = None
        add_1 = mul + mul_1
        mul_1 = None
        cat_2 = torch.cat([getitem_10, add_1], dim=2)
        add_1 = None
        q_1 = cat_2.type_as(v)
        cat_2 = None
        getitem_16 = k[(slice(None, None, None), slice(None, None, None), slice(None, 1, None), slice(None, None, None))]
        return (getitem_16, q_1)
