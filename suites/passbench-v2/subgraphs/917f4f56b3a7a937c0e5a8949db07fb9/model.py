import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_68: torch.Tensor, hidden_states_88: torch.Tensor, L_args_0_modules_layers_modules_11_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        rsqrt_22 = torch.rsqrt(add_68)
        hidden_states_89 = hidden_states_88 * rsqrt_22
        rsqrt_22 = None
        to_51 = hidden_states_89.to(torch.float16)
        hidden_states_89 = None
        hidden_states_90 = L_args_0_modules_layers_modules_11_modules_input_layernorm_parameters_weight_ * to_51
        to_51 = None
        return (hidden_states_90,)
