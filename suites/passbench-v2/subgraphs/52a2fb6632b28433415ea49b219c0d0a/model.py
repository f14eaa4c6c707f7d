import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_decoder_transformer_modules_layers_modules_7_modules_mlp_layer_scale_parameters_scale_: torch.nn.parameter.Parameter, hidden_states_56: torch.Tensor, hidden_states_52: torch.Tensor):
        mul_50 = L_self_modules_decoder_transformer_modules_layers_modules_7_modules_mlp_layer_scale_parameters_scale_ * hidden_states_56
        hidden_states_57 = hidden_states_52 + mul_50
        mul_50 = None
        transpose_33 = hidden_states_57.transpose(1, 2)
        return (transpose_33, hidden_states_57)
