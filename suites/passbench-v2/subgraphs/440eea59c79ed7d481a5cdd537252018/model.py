import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, y_embed_4: torch.Tensor):
        arange_7 = torch.arange(1, 29, dtype=torch.bfloat16, device=torch.device(type="cpu"))
        getitem_66 = arange_7[(None, None, slice(None, None, None))]
        arange_7 = None
        x_embed_4 = getitem_66.expand(1, 28, 28)
        getitem_66 = None
        getitem_67 = y_embed_4[(slice(None, None, None), slice(-1, None, None), slice(None, None, None))]
        return (getitem_67, x_embed_4)
