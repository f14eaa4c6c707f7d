import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul: torch.Tensor, hidden_states_3: torch.Tensor):
        sigmoid = torch.sigmoid(mul)
        hidden_states_4 = hidden_states_3 * sigmoid
        sigmoid = None
        return (hidden_states_4,)
