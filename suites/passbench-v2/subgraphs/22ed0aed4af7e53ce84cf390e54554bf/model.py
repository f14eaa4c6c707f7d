import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_108: torch.Tensor, hidden_states_111: torch.Tensor):
        hidden_states_112 = hidden_states_108 + hidden_states_111
        hidden_states_113 = hidden_states_112.permute(0, 3, 1, 2)
        hidden_states_112 = None
        return (hidden_states_113,)
