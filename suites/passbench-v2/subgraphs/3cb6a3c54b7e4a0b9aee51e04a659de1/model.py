import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_34: torch.Tensor, scale_11: torch.Tensor, bias_23: torch.Tensor):
        mul_35 = x_34 * scale_11
        x_35 = mul_35 + bias_23
        mul_35 = None
        x_36 = torch.nn.functional.relu(x_35, inplace=True)
        x_35 = None
        return (x_36,)
