import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_2 = torch.arange(16, device=torch.device(type="cpu"))
        q_arange = arange_2 + 0
        arange_2 = None
        return (q_arange,)
