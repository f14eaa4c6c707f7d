import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_11: torch.Tensor, getitem_8: torch.Tensor, sin_emb: torch.Tensor, mul: torch.Tensor, getitem_7: torch.Tensor, v: torch.Tensor, k: torch.Tensor):
        neg = -getitem_11
        getitem_12 = getitem_8[(..., slice(None, None, 2))]
        stack = torch.stack([neg, getitem_12], -1)
        neg = getitem_12 = None
        reshape_1 = stack.reshape((1, 6, 196, 64))
        stack = None
        mul_1 = reshape_1 * sin_emb
        reshape_1 = None
        add_1 = mul + mul_1
        mul_1 = None
        cat_1 = torch.cat([getitem_7, add_1], dim=2)
        add_1 = None
        q_1 = cat_1.type_as(v)
        cat_1 = None
        getitem_13 = k[(slice(None, None, None), slice(None, None, None), slice(None, 1, None), slice(None, None, None))]
        return (getitem_13, q_1)
