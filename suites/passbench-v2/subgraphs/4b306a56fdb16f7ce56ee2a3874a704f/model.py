import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_80: torch.Tensor, rsqrt_20: torch.Tensor, L_args_0_modules_layers_modules_10_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_81 = hidden_states_80 * rsqrt_20
        to_47 = hidden_states_81.to(torch.float16)
        hidden_states_81 = None
        hidden_states_82 = L_args_0_modules_layers_modules_10_modules_input_layernorm_parameters_weight_ * to_47
        to_47 = None
        return (hidden_states_82,)
