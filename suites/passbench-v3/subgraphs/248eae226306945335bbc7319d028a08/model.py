import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor, hidden_states_3: torch.Tensor, L_self_modules_layers_modules_1_modules_layernorm_before_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_layernorm_before_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_10 = hidden_states_9 + hidden_states_3
        hidden_states_11 = torch.nn.functional.layer_norm(hidden_states_10, (768,), L_self_modules_layers_modules_1_modules_layernorm_before_parameters_weight_, L_self_modules_layers_modules_1_modules_layernorm_before_parameters_bias_, 1e-12)
        return (hidden_states_11, hidden_states_10)
