import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_42: torch.Tensor, hidden_states_10: torch.Tensor):
        hidden_state_43 = torch.nn.functional.hardsigmoid(hidden_state_42, False)
        hidden_state_44 = hidden_states_10 * hidden_state_43
        hidden_state_43 = None
        return (hidden_state_44,)
