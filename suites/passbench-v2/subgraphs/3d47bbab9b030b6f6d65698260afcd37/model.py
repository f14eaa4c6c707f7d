import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_decoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_: torch.nn.parameter.Parameter, hidden_states_14: torch.Tensor, hidden_states_10: torch.Tensor):
        mul_14 = L_self_modules_decoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_ * hidden_states_14
        hidden_states_15 = hidden_states_10 + mul_14
        mul_14 = None
        transpose_9 = hidden_states_15.transpose(1, 2)
        return (transpose_9, hidden_states_15)
