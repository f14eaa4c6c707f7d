import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_115: torch.Tensor, down_proj_14: torch.Tensor):
        hidden_states_119 = hidden_states_115 + down_proj_14
        hidden_states_120 = hidden_states_119.to(torch.float32)
        pow_31 = hidden_states_120.pow(2)
        variance_30 = pow_31.mean(-1, keepdim=True)
        pow_31 = None
        add_93 = variance_30 + 1e-05
        variance_30 = None
        rsqrt_30 = torch.rsqrt(add_93)
        add_93 = None
        return (hidden_states_120, rsqrt_30, hidden_states_119)
