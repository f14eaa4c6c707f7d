import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, hidden_states_6: torch.Tensor, L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_7 = hidden_states + hidden_states_6
        layernorm_output = torch.nn.functional.layer_norm(hidden_states_7, (768,), L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_, 1e-06)
        return (layernorm_output, hidden_states_7)
