import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_5: torch.Tensor):
        mul = 0.5 * x_5
        pow_1 = torch.pow(x_5, 3.0)
        mul_1 = 0.044715 * pow_1
        pow_1 = None
        return (mul_1, mul)
