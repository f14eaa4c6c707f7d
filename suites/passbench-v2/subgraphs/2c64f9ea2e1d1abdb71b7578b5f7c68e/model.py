import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_88: torch.Tensor, input_187: torch.Tensor):
        scale_89 = torch.sigmoid(scale_88)
        input_188 = scale_89 * input_187
        scale_89 = None
        return (input_188,)
