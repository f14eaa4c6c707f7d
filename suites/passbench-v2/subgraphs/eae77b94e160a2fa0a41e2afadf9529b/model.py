import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_3 = torch.arange(128, device=torch.device(type="cpu"))
        q_arange = arange_3 + 0
        arange_3 = None
        return (q_arange,)
