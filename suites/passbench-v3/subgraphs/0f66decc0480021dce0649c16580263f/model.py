import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_6: torch.Tensor, hidden_states_2: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_7 = hidden_states_6 + hidden_states_2
        layer_norm_3 = torch.nn.functional.layer_norm(hidden_states_7, (768,), L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_bias_, 1e-12)
        return (layer_norm_3, hidden_states_7)
