import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_129: torch.Tensor, hidden_states_200: torch.Tensor, hidden_states_196: torch.Tensor):
        add_28 = hidden_states_129 + hidden_states_200
        hidden_states_201 = add_28 + hidden_states_196
        add_28 = None
        return (hidden_states_201,)
