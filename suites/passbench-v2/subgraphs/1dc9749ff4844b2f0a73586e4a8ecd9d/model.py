import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_3: torch.Tensor, x_8: torch.Tensor):
        sigmoid = x_se_3.sigmoid()
        x_9 = x_8 * sigmoid
        sigmoid = None
        return (x_9,)
