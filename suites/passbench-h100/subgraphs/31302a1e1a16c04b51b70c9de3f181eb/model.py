import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_mask: torch.Tensor, slopes: torch.Tensor):
        cumsum = attention_mask.cumsum(dim=-1)
        sub = cumsum - 1
        cumsum = None
        mul = sub * attention_mask
        sub = None
        arange_tensor = mul[(slice(None, None, None), None, slice(None, None, None))]
        mul = None
        getitem_1 = slopes[(..., None)]
        return (getitem_1, arange_tensor)
