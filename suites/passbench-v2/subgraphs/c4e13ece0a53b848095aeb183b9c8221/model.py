import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, silu_4: torch.Tensor, x_64: torch.Tensor):
        x_65 = silu_4 * x_64
        x_66 = torch.nn.functional.dropout(x_65, 0.0, False, False)
        x_65 = None
        return (x_66,)
