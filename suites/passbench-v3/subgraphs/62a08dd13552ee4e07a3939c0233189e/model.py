import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, neg_3: torch.Tensor, getitem_37: torch.Tensor, sin_emb_4: torch.Tensor, mul_8: torch.Tensor, getitem_32: torch.Tensor, v_1: torch.Tensor):
        stack_3 = torch.stack([neg_3, getitem_37], -1)
        reshape_6 = stack_3.reshape((1, 16, 196, 64))
        stack_3 = None
        mul_9 = reshape_6 * sin_emb_4
        reshape_6 = None
        add_6 = mul_8 + mul_9
        mul_9 = None
        cat_5 = torch.cat([getitem_32, add_6], dim=2)
        add_6 = None
        k_3 = cat_5.type_as(v_1)
        cat_5 = None
        return (k_3,)
