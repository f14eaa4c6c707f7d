import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_18: torch.Tensor, hidden_states: torch.Tensor):
        hidden_state_19 = torch.nn.functional.hardsigmoid(hidden_state_18, False)
        hidden_state_20 = hidden_states * hidden_state_19
        hidden_state_19 = None
        return (hidden_state_20,)
