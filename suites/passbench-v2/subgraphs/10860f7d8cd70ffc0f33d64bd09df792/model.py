import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_3 = torch.arange(325, device=torch.device(type="cpu"))
        kv_arange = arange_3 + 0
        arange_3 = None
        return (kv_arange,)
