import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, reciprocal: torch.Tensor, pow_1: torch.Tensor, hidden_states_147: torch.Tensor):
        mul_1 = reciprocal * pow_1
        hidden_states_148 = hidden_states_147 + mul_1
        mul_1 = None
        hidden_states_149 = hidden_states_148.reshape((1, 64, 16000))
        hidden_states_148 = None
        return (hidden_states_149,)
