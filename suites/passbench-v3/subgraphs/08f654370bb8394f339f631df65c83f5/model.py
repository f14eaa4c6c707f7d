import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_51: torch.Tensor, x_146: torch.Tensor):
        sigmoid_12 = x_se_51.sigmoid()
        x_147 = x_146 * sigmoid_12
        sigmoid_12 = None
        x_148 = torch.nn.functional.hardtanh(x_147, 0.0, 6.0, False)
        x_147 = None
        return (x_148,)
