import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, reciprocal_29: torch.Tensor, pow_48: torch.Tensor, hidden_states_87: torch.Tensor):
        mul_97 = reciprocal_29 * pow_48
        hidden_states_88 = hidden_states_87 + mul_97
        mul_97 = None
        hidden_states_89 = hidden_states_88.reshape((1, 1536, 31))
        hidden_states_88 = None
        return (hidden_states_89,)
