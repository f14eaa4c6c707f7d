import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, y_embed_8: torch.Tensor):
        arange_10 = torch.arange(1, 37, dtype=torch.float32, device=torch.device(type="cpu"))
        getitem_412 = arange_10[(None, None, slice(None, None, None))]
        arange_10 = None
        x_embed_8 = getitem_412.expand(1, 36, 36)
        getitem_412 = None
        getitem_413 = y_embed_8[(slice(None, None, None), slice(-1, None, None), slice(None, None, None))]
        return (getitem_413, x_embed_8)
