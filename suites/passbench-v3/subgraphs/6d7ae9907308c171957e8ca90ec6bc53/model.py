import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_94: torch.Tensor, hidden_state_81: torch.Tensor, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_95 = hidden_state_94 + hidden_state_81
        layer_output_4 = torch.nn.functional.layer_norm(hidden_state_95, (384,), L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_bias_, 1e-05)
        return (layer_output_4, hidden_state_95)
