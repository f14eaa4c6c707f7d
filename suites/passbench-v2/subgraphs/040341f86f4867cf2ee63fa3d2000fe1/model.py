import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_14: torch.Tensor, scale_5: torch.Tensor, bias_11: torch.Tensor):
        mul_17 = x_14 * scale_5
        x_15 = mul_17 + bias_11
        mul_17 = None
        x_16 = torch.nn.functional.relu(x_15, inplace=True)
        x_15 = None
        return (x_16,)
