import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_2 = torch.arange(128, device=torch.device(type="cuda", index=0))
        q_arange = arange_2 + 0
        arange_2 = None
        return (q_arange,)
