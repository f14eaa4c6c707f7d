import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_393: torch.Tensor, y_embed_4: torch.Tensor, x_embed_4: torch.Tensor):
        add_131 = getitem_393 + 1e-06
        truediv_7 = y_embed_4 / add_131
        add_131 = None
        y_embed_5 = truediv_7 * 6.283185307179586
        truediv_7 = None
        getitem_394 = x_embed_4[(slice(None, None, None), slice(None, None, None), slice(-1, None, None))]
        add_132 = getitem_394 + 1e-06
        getitem_394 = None
        truediv_8 = x_embed_4 / add_132
        add_132 = None
        x_embed_5 = truediv_8 * 6.283185307179586
        truediv_8 = None
        return (x_embed_5, y_embed_5)
