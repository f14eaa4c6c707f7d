import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_1: torch.Tensor):
        mul_8 = 1.702 * hidden_state_1
        sigmoid = torch.sigmoid(mul_8)
        mul_8 = None
        hidden_state_2 = hidden_state_1 * sigmoid
        sigmoid = None
        return (hidden_state_2,)
