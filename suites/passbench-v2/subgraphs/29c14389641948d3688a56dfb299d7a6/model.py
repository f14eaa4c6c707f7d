import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_11: torch.Tensor, x_32: torch.Tensor):
        sigmoid_2 = x_se_11.sigmoid()
        x_33 = x_32 * sigmoid_2
        sigmoid_2 = None
        return (x_33,)
