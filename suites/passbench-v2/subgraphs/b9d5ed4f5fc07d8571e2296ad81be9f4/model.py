import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_189: torch.Tensor, mul_29: torch.Tensor):
        hidden_states_190 = hidden_states_189 + mul_29
        hidden_states_191 = hidden_states_190.reshape((1, 256, 400))
        hidden_states_190 = None
        return (hidden_states_191,)
