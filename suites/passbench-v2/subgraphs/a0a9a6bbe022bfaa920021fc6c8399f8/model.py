import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, output_4: torch.Tensor, hidden_states_95: torch.Tensor):
        hidden_states_104 = output_4 + hidden_states_95
        hidden_states_105 = hidden_states_104.to(torch.float32)
        pow_36 = hidden_states_105.pow(2)
        variance_35 = pow_36.mean(-1, keepdim=True)
        pow_36 = None
        add_70 = variance_35 + 1e-05
        variance_35 = None
        rsqrt_35 = torch.rsqrt(add_70)
        add_70 = None
        return (hidden_states_105, rsqrt_35, hidden_states_104)
