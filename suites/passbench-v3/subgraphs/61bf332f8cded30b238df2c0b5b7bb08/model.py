import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor, hidden_states_7: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_10 = hidden_states_9 + hidden_states_7
        layer_output_1 = torch.nn.functional.layer_norm(hidden_states_10, (768,), L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_bias_, 1e-12)
        return (layer_output_1, hidden_states_10)
