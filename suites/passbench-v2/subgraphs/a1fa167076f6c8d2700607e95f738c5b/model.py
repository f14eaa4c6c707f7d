import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_83: torch.Tensor, down_proj_10: torch.Tensor):
        hidden_states_87 = hidden_states_83 + down_proj_10
        hidden_states_88 = hidden_states_87.to(torch.float16)
        pow_23 = hidden_states_88.pow(2)
        variance_22 = pow_23.mean(-1, keepdim=True)
        pow_23 = None
        add_68 = variance_22 + 1e-05
        variance_22 = None
        return (add_68, hidden_states_88, hidden_states_87)
