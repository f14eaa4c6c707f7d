import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_26: torch.Tensor, linear_21: torch.Tensor):
        hidden_states_29 = hidden_states_26 + linear_21
        hidden_states_30 = hidden_states_29.to(torch.float32)
        pow_11 = hidden_states_30.pow(2)
        variance_10 = pow_11.mean(-1, keepdim=True)
        pow_11 = None
        add_20 = variance_10 + 1e-05
        variance_10 = None
        return (add_20, hidden_states_30, hidden_states_29)
