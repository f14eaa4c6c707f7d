import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_43: torch.Tensor, x_126: torch.Tensor):
        sigmoid_10 = x_se_43.sigmoid()
        x_127 = x_126 * sigmoid_10
        sigmoid_10 = None
        x_128 = torch.nn.functional.hardtanh(x_127, 0.0, 6.0, False)
        x_127 = None
        return (x_128,)
