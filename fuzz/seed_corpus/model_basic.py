import torch
from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_w_: torch.Tensor):
        l_x_ = L_x_
        l_w_ = L_w_
        y = torch.nn.functional.linear(l_x_, l_w_, None)
        z = torch.relu(y)
        y = None
        s = z.sum(dim=-1, keepdim=True)
        return (s,)
