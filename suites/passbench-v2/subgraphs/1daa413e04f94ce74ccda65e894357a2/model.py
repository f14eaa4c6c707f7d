import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_6 = torch.arange(1, 29, dtype=torch.float32, device=torch.device(type="cpu"))
        getitem_65 = arange_6[(None, slice(None, None, None), None)]
        arange_6 = None
        y_embed_4 = getitem_65.expand(1, 28, 28)
        getitem_65 = None
        return (y_embed_4,)
