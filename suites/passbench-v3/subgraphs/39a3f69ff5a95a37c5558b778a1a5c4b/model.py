import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_79: torch.Tensor, mul_61: torch.Tensor, L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_83 = hidden_state_79 + mul_61
        layer_norm_20 = torch.nn.functional.layer_norm(hidden_state_83, (384,), L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_weight_, L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_bias_, 1e-05)
        return (layer_norm_20, hidden_state_83)
