import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, hidden_states: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_3 = hidden_states_2 + hidden_states
        hidden_states_4 = torch.nn.functional.layer_norm(hidden_states_3, (1280,), L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_, 1e-06)
        return (hidden_states_4, hidden_states_3)
