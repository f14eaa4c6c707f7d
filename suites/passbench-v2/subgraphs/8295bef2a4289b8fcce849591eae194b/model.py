import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor):
        mul = 1.702 * hidden_states_4
        sigmoid = torch.sigmoid(mul)
        mul = None
        hidden_states_5 = hidden_states_4 * sigmoid
        sigmoid = None
        return (hidden_states_5,)
