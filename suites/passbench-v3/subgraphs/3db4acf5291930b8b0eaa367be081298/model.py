import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_decoder_transformer_modules_layers_modules_0_modules_mlp_layer_scale_parameters_scale_: torch.nn.parameter.Parameter, hidden_states_7: torch.Tensor, hidden_states_3: torch.Tensor, L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        mul_8 = L_self_modules_decoder_transformer_modules_layers_modules_0_modules_mlp_layer_scale_parameters_scale_ * hidden_states_7
        hidden_states_8 = hidden_states_3 + mul_8
        mul_8 = None
        hidden_states_9 = torch.nn.functional.layer_norm(hidden_states_8, (512,), L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_weight_, L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_bias_, 1e-05)
        return (hidden_states_9, hidden_states_8)
