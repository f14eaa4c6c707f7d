import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_77: torch.Tensor, y_embed_6: torch.Tensor, x_embed_6: torch.Tensor):
        add_33 = getitem_77 + 1e-06
        truediv_15 = y_embed_6 / add_33
        add_33 = None
        y_embed_7 = truediv_15 * 6.283185307179586
        truediv_15 = None
        getitem_78 = x_embed_6[(slice(None, None, None), slice(None, None, None), slice(-1, None, None))]
        add_34 = getitem_78 + 1e-06
        getitem_78 = None
        truediv_16 = x_embed_6 / add_34
        add_34 = None
        x_embed_7 = truediv_16 * 6.283185307179586
        truediv_16 = None
        return (x_embed_7, y_embed_7)
