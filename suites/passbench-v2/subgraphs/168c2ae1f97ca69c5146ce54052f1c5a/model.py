import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_111: torch.Tensor, mul_113: torch.Tensor):
        hidden_states_112 = hidden_states_111 + mul_113
        hidden_states_113 = hidden_states_112.reshape((1, 384, 1984))
        hidden_states_112 = None
        return (hidden_states_113,)
