import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_51: torch.Tensor, hidden_state_47: torch.Tensor):
        hidden_state_52 = torch.nn.functional.hardsigmoid(hidden_state_51, False)
        hidden_state_53 = hidden_state_47 * hidden_state_52
        hidden_state_52 = None
        return (hidden_state_53,)
