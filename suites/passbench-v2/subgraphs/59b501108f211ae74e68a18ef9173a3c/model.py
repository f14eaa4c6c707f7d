import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_4: torch.Tensor, hidden_states_17: torch.Tensor, L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        add_11 = variance_4 + 1e-05
        rsqrt_4 = torch.rsqrt(add_11)
        add_11 = None
        hidden_states_18 = hidden_states_17 * rsqrt_4
        rsqrt_4 = None
        to_15 = hidden_states_18.to(torch.bfloat16)
        hidden_states_18 = None
        hidden_states_19 = L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_ * to_15
        to_15 = None
        return (hidden_states_19,)
