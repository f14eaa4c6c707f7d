import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, to_3: torch.Tensor):
        pow_1 = to_3.pow(2)
        variance = pow_1.mean(-1, keepdim=True)
        pow_1 = None
        add_2 = variance + 1e-06
        variance = None
        return (add_2,)
