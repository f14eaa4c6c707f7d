import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_7: torch.Tensor, hidden_states_18: torch.Tensor, L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        rsqrt_4 = torch.rsqrt(add_7)
        hidden_states_19 = hidden_states_18 * rsqrt_4
        rsqrt_4 = None
        to_12 = hidden_states_19.to(torch.bfloat16)
        hidden_states_19 = None
        hidden_states_20 = L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_ * to_12
        to_12 = None
        return (hidden_states_20,)
