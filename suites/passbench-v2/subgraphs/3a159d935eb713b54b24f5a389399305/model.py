import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_90: torch.Tensor, hidden_states_29: torch.Tensor):
        hidden_state_91 = torch.nn.functional.hardsigmoid(hidden_state_90, False)
        hidden_state_92 = hidden_states_29 * hidden_state_91
        hidden_state_91 = None
        return (hidden_state_92,)
