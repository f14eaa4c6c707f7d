import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor):
        mul_2 = 1.702 * hidden_states_10
        sigmoid_1 = torch.sigmoid(mul_2)
        mul_2 = None
        hidden_states_11 = hidden_states_10 * sigmoid_1
        sigmoid_1 = None
        return (hidden_states_11,)
