import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_29: torch.Tensor, cos_emb_3: torch.Tensor, sin_emb_3: torch.Tensor):
        mul_8 = getitem_29 * cos_emb_3
        getitem_32 = getitem_29[(..., slice(1, None, 2))]
        neg_3 = -getitem_32
        getitem_32 = None
        getitem_33 = getitem_29[(..., slice(None, None, 2))]
        stack_3 = torch.stack([neg_3, getitem_33], -1)
        neg_3 = getitem_33 = None
        reshape_6 = stack_3.reshape((1, 6, 196, 64))
        stack_3 = None
        mul_9 = reshape_6 * sin_emb_3
        reshape_6 = None
        return (mul_8, mul_9)
