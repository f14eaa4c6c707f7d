import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_93: torch.Tensor, hidden_states_85: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_5 = hidden_states_93 + hidden_states_85
        hidden_states_94 = torch.nn.functional.layer_norm(layer_output_5, (64,), L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_bias_, 1e-05)
        layer_output_5 = None
        reshape_14 = hidden_states_94.reshape(1, 4, 4, -1)
        hidden_states_94 = None
        permute_20 = reshape_14.permute(0, 3, 1, 2)
        reshape_14 = None
        return (permute_20,)
