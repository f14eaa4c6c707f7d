import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_24 = torch.arange(1, 8, dtype=torch.float32, device=torch.device(type="cpu"))
        getitem_84 = arange_24[(None, slice(None, None, None), None)]
        arange_24 = None
        y_embed = getitem_84.expand(1, 7, 7)
        getitem_84 = None
        return (y_embed,)
