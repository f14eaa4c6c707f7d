import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_33: torch.Tensor, input_75: torch.Tensor):
        scale_34 = torch.sigmoid(scale_33)
        input_76 = scale_34 * input_75
        scale_34 = None
        return (input_76,)
