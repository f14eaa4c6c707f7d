import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_47: torch.Tensor, x_136: torch.Tensor):
        sigmoid_11 = x_se_47.sigmoid()
        x_137 = x_136 * sigmoid_11
        sigmoid_11 = None
        x_138 = torch.nn.functional.hardtanh(x_137, 0.0, 6.0, False)
        x_137 = None
        return (x_138,)
