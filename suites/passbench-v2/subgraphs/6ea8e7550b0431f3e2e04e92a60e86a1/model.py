import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_383: torch.Tensor, y_embed_2: torch.Tensor, x_embed_2: torch.Tensor):
        add_129 = getitem_383 + 1e-06
        truediv_2 = y_embed_2 / add_129
        add_129 = None
        y_embed_3 = truediv_2 * 6.283185307179586
        truediv_2 = None
        getitem_384 = x_embed_2[(slice(None, None, None), slice(None, None, None), slice(-1, None, None))]
        add_130 = getitem_384 + 1e-06
        getitem_384 = None
        truediv_3 = x_embed_2 / add_130
        add_130 = None
        x_embed_3 = truediv_3 * 6.283185307179586
        truediv_3 = None
        return (x_embed_3, y_embed_3)
