import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance: torch.Tensor, hidden_states: torch.Tensor, L_args_0_modules_layers_modules_0_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        add_2 = variance + 1e-05
        rsqrt = torch.rsqrt(add_2)
        add_2 = None
        hidden_states_1 = hidden_states * rsqrt
        rsqrt = None
        to_7 = hidden_states_1.to(torch.bfloat16)
        hidden_states_1 = None
        hidden_states_2 = L_args_0_modules_layers_modules_0_modules_input_layernorm_parameters_weight_ * to_7
        to_7 = None
        return (hidden_states_2,)
