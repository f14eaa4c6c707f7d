import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, hidden_states_8: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_11 = hidden_states_10 + hidden_states_8
        hidden_states_12 = torch.nn.functional.layer_norm(hidden_states_11, (768,), L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_, 1e-06)
        return (hidden_states_12, hidden_states_11)
