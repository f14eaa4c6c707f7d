import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        x = L_x_.clamp(min=0, max=1)
        x1 = x.clamp(min=0.001)
        sub = 1 - x
        x = None
        x2 = sub.clamp(min=0.001)
        sub = None
        truediv = x1 / x2
        x1 = x2 = None
        log = torch.log(truediv)
        truediv = None
        return (log,)
