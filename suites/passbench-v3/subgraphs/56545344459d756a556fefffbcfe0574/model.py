import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_132: torch.Tensor, hidden_states_123: torch.Tensor, L_self_modules_stages_modules_3_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_133 = hidden_states_132 + hidden_states_123
        hidden_states_134 = torch.nn.functional.layer_norm(hidden_states_133, (256,), L_self_modules_stages_modules_3_modules_layer_norm_parameters_weight_, L_self_modules_stages_modules_3_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_133 = None
        return (hidden_states_134,)
