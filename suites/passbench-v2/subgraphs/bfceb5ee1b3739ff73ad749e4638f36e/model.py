import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        arange_6 = torch.arange(64, device=torch.device(type="cpu"))
        q_arange_1 = arange_6 + 0
        arange_6 = None
        return (q_arange_1,)
