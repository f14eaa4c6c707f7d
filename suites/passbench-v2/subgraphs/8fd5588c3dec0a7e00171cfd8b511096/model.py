import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, inputs_embeds_1: torch.Tensor, mul_10: torch.Tensor):
        hidden_states_5 = inputs_embeds_1 + mul_10
        hidden_states_6 = hidden_states_5.to(torch.float16)
        pow_2 = hidden_states_6.pow(2)
        variance_1 = pow_2.mean(-1, keepdim=True)
        pow_2 = None
        add_7 = variance_1 + 1e-05
        variance_1 = None
        rsqrt_1 = torch.rsqrt(add_7)
        add_7 = None
        return (hidden_states_6, rsqrt_1, hidden_states_5)
