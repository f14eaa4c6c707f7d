import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_13: torch.Tensor, down_proj: torch.Tensor):
        hidden_states_17 = hidden_states_13 + down_proj
        hidden_states_18 = hidden_states_17.to(torch.float16)
        pow_5 = hidden_states_18.pow(2)
        variance_4 = pow_5.mean(-1, keepdim=True)
        pow_5 = None
        add_7 = variance_4 + 1e-05
        variance_4 = None
        return (add_7, hidden_states_18, hidden_states_17)
