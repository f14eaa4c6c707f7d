import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_63: torch.Tensor, input_137: torch.Tensor):
        scale_64 = torch.sigmoid(scale_63)
        input_138 = scale_64 * input_137
        scale_64 = None
        return (input_138,)
