import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_41: torch.Tensor, hidden_state_37: torch.Tensor):
        hidden_state_42 = torch.nn.functional.hardsigmoid(hidden_state_41, False)
        hidden_state_43 = hidden_state_37 * hidden_state_42
        hidden_state_42 = None
        return (hidden_state_43,)
