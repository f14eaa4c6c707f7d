import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, y_embed_2: torch.Tensor):
        arange_4 = torch.arange(1, 15, dtype=torch.float16, device=torch.device(type="cpu"))
        getitem_56 = arange_4[(None, None, slice(None, None, None))]
        arange_4 = None
        x_embed_2 = getitem_56.expand(1, 14, 14)
        getitem_56 = None
        getitem_57 = y_embed_2[(slice(None, None, None), slice(-1, None, None), slice(None, None, None))]
        return (getitem_57, x_embed_2)
