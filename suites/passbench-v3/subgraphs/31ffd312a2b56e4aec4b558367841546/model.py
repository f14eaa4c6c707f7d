import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_139: torch.Tensor, hidden_states_144: torch.Tensor, L_self_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_145 = hidden_states_139 + hidden_states_144
        hidden_states_146 = torch.nn.functional.layer_norm(hidden_states_145, (1024,), L_self_modules_layer_norm_parameters_weight_, L_self_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_145 = None
        return (hidden_states_146,)
