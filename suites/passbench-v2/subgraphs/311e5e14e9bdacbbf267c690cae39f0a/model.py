import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_134: torch.Tensor, scale_43: torch.Tensor, bias_87: torch.Tensor):
        mul_131 = x_134 * scale_43
        x_135 = mul_131 + bias_87
        mul_131 = None
        x_136 = torch.nn.functional.relu(x_135, inplace=True)
        x_135 = None
        return (x_136,)
