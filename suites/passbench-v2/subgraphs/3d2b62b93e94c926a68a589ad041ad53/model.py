import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_87: torch.Tensor, x_209: torch.Tensor):
        sigmoid_21 = x_se_87.sigmoid()
        x_210 = x_209 * sigmoid_21
        sigmoid_21 = None
        return (x_210,)
