import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_22: torch.Tensor, hidden_states_18: torch.Tensor, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_23 = hidden_states_22 + hidden_states_18
        layer_norm_7 = torch.nn.functional.layer_norm(hidden_states_23, (192,), L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_weight_, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_bias_, 1e-05)
        return (layer_norm_7, hidden_states_23)
