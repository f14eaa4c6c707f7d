import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, y_embed: torch.Tensor):
        arange_25 = torch.arange(1, 8, dtype=torch.float16, device=torch.device(type="cpu"))
        getitem_85 = arange_25[(None, None, slice(None, None, None))]
        arange_25 = None
        x_embed = getitem_85.expand(1, 7, 7)
        getitem_85 = None
        getitem_86 = y_embed[(slice(None, None, None), slice(-1, None, None), slice(None, None, None))]
        return (getitem_86, x_embed)
