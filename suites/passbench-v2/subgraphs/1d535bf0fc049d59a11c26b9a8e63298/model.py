import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pow_6: torch.Tensor, hidden_states_22: torch.Tensor, L_self_modules_layers_modules_1_modules_post_self_attn_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        variance_5 = pow_6.mean(-1, keepdim=True)
        add_14 = variance_5 + 1e-05
        variance_5 = None
        rsqrt_5 = torch.rsqrt(add_14)
        add_14 = None
        hidden_states_23 = hidden_states_22 * rsqrt_5
        rsqrt_5 = None
        to_17 = hidden_states_23.to(torch.float32)
        hidden_states_23 = None
        hidden_states_24 = L_self_modules_layers_modules_1_modules_post_self_attn_layernorm_parameters_weight_ * to_17
        to_17 = None
        return (hidden_states_24,)
