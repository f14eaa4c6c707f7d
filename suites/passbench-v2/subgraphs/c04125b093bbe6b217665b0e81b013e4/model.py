import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_17: torch.Tensor, cos_emb_2: torch.Tensor, sin_emb_2: torch.Tensor):
        mul_2 = getitem_17 * cos_emb_2
        getitem_20 = getitem_17[(..., slice(1, None, 2))]
        neg_1 = -getitem_20
        getitem_20 = None
        getitem_21 = getitem_17[(..., slice(None, None, 2))]
        stack_1 = torch.stack([neg_1, getitem_21], -1)
        neg_1 = getitem_21 = None
        reshape_2 = stack_1.reshape((1, 16, 196, 64))
        stack_1 = None
        mul_3 = reshape_2 * sin_emb_2
        reshape_2 = None
        return (mul_2, mul_3)
