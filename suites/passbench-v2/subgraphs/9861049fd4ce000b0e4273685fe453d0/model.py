import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_7: torch.Tensor, x_38: torch.Tensor):
        sigmoid_1 = x_se_7.sigmoid()
        x_39 = x_38 * sigmoid_1
        sigmoid_1 = None
        return (x_39,)
