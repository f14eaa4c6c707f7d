import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_46: torch.Tensor, hidden_states_38: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_2 = hidden_states_46 + hidden_states_38
        layer_norm_12 = torch.nn.functional.layer_norm(layer_output_2, (32,), L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_bias_, 1e-05)
        return (layer_norm_12, layer_output_2)
