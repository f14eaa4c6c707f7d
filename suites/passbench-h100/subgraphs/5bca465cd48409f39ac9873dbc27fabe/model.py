import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, mul_1: torch.Tensor, mul: torch.Tensor):
        add = hidden_states_1 + mul_1
        mul_2 = 0.7978845608028654 * add
        add = None
        tanh = torch.tanh(mul_2)
        mul_2 = None
        add_1 = 1.0 + tanh
        tanh = None
        hidden_states_2 = mul * add_1
        add_1 = None
        return (hidden_states_2,)
