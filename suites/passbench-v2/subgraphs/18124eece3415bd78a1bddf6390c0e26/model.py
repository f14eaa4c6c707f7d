import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_61: torch.Tensor, hidden_states_53: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_3 = hidden_states_61 + hidden_states_53
        hidden_states_62 = torch.nn.functional.layer_norm(layer_output_3, (32,), L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_bias_, 1e-05)
        layer_output_3 = None
        reshape_9 = hidden_states_62.reshape(1, 8, 8, -1)
        hidden_states_62 = None
        permute_13 = reshape_9.permute(0, 3, 1, 2)
        reshape_9 = None
        return (permute_13,)
