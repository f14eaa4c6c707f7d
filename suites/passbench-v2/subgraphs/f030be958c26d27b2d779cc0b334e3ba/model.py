import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_75: torch.Tensor, down_proj_9: torch.Tensor):
        hidden_states_79 = hidden_states_75 + down_proj_9
        hidden_states_80 = hidden_states_79.to(torch.bfloat16)
        pow_21 = hidden_states_80.pow(2)
        variance_20 = pow_21.mean(-1, keepdim=True)
        pow_21 = None
        add_62 = variance_20 + 1e-05
        variance_20 = None
        rsqrt_20 = torch.rsqrt(add_62)
        add_62 = None
        return (hidden_states_80, rsqrt_20, hidden_states_79)
