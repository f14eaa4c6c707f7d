import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_90: torch.Tensor, mul_99: torch.Tensor):
        hidden_states_91 = hidden_states_90 + mul_99
        hidden_states_92 = hidden_states_91.reshape((1, 768, 248))
        hidden_states_91 = None
        return (hidden_states_92,)
