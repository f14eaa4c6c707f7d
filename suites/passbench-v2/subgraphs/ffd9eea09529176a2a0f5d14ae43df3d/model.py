import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_86: torch.Tensor, y_embed: torch.Tensor, x_embed: torch.Tensor):
        add_120 = getitem_86 + 1e-06
        truediv_24 = y_embed / add_120
        add_120 = None
        y_embed_1 = truediv_24 * 6.283185307179586
        truediv_24 = None
        getitem_87 = x_embed[(slice(None, None, None), slice(None, None, None), slice(-1, None, None))]
        add_121 = getitem_87 + 1e-06
        getitem_87 = None
        truediv_25 = x_embed / add_121
        add_121 = None
        x_embed_1 = truediv_25 * 6.283185307179586
        truediv_25 = None
        return (x_embed_1, y_embed_1)
