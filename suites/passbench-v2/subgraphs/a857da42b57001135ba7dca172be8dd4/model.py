import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_29: torch.Tensor, hidden_states_21: torch.Tensor, L_self_modules_encoder_modules_layer_norm_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_norm_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_1 = hidden_states_29 + hidden_states_21
        hidden_states_30 = torch.nn.functional.layer_norm(layer_output_1, (32,), L_self_modules_encoder_modules_layer_norm_modules_0_parameters_weight_, L_self_modules_encoder_modules_layer_norm_modules_0_parameters_bias_, 1e-05)
        layer_output_1 = None
        reshape_4 = hidden_states_30.reshape(1, 56, 56, -1)
        hidden_states_30 = None
        permute_6 = reshape_4.permute(0, 3, 1, 2)
        reshape_4 = None
        return (permute_6,)
