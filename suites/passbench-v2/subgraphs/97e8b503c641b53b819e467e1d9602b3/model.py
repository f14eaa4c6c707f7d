import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_168: torch.Tensor, mul_15: torch.Tensor):
        hidden_states_169 = hidden_states_168 + mul_15
        hidden_states_170 = hidden_states_169.reshape((1, 128, 2000))
        hidden_states_169 = None
        return (hidden_states_170,)
