import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_150: torch.Tensor, mul_3: torch.Tensor):
        hidden_states_151 = hidden_states_150 + mul_3
        hidden_states_152 = hidden_states_151.reshape((1, 64, 16000))
        hidden_states_151 = None
        return (hidden_states_152,)
