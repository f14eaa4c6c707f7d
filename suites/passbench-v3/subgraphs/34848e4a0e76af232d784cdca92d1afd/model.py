import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_11: torch.Tensor, hidden_states_9: torch.Tensor, L_self_modules_layers_modules_1_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_12 = hidden_states_11 + hidden_states_9
        hidden_states_13 = torch.nn.functional.layer_norm(hidden_states_12, (1024,), L_self_modules_layers_modules_1_modules_layernorm_after_parameters_weight_, L_self_modules_layers_modules_1_modules_layernorm_after_parameters_bias_, 1e-06)
        return (hidden_states_13, hidden_states_12)
