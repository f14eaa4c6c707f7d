import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_: torch.nn.parameter.Parameter, hidden_states_12: torch.Tensor, hidden_states_8: torch.Tensor):
        mul_14 = L_self_modules_encoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_ * hidden_states_12
        hidden_states_13 = hidden_states_8 + mul_14
        mul_14 = None
        transpose_9 = hidden_states_13.transpose(1, 2)
        return (transpose_9, hidden_states_13)
