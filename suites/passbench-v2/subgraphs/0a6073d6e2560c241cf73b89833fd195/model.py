import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_88: torch.Tensor):
        mul_24 = 1.702 * hidden_states_88
        sigmoid_12 = torch.sigmoid(mul_24)
        mul_24 = None
        hidden_states_89 = hidden_states_88 * sigmoid_12
        sigmoid_12 = None
        return (hidden_states_89,)
