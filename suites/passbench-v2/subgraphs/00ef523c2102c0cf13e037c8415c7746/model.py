import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, y_embed_6: torch.Tensor):
        arange_10 = torch.arange(1, 57, dtype=torch.float32, device=torch.device(type="cpu"))
        getitem_76 = arange_10[(None, None, slice(None, None, None))]
        arange_10 = None
        x_embed_6 = getitem_76.expand(1, 56, 56)
        getitem_76 = None
        getitem_77 = y_embed_6[(slice(None, None, None), slice(-1, None, None), slice(None, None, None))]
        return (getitem_77, x_embed_6)
