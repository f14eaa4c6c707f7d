import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_211: torch.Tensor, hidden_states_216: torch.Tensor, L_self_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_217 = hidden_states_211 + hidden_states_216
        hidden_states_218 = torch.nn.functional.layer_norm(hidden_states_217, (1024,), L_self_modules_layer_norm_parameters_weight_, L_self_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_217 = None
        return (hidden_states_218,)
