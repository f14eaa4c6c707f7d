import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_14 = torch.arange(32, device=torch.device(type="cpu"))
        q_arange = arange_14 + 0
        arange_14 = None
        return (q_arange,)
