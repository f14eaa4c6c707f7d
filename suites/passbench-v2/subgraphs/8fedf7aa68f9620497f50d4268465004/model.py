import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_109: torch.Tensor, mul_82: torch.Tensor, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_113 = hidden_state_109 + mul_82
        layer_norm_27 = torch.nn.functional.layer_norm(hidden_state_113, (768,), L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_weight_, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_bias_, 1e-05)
        return (layer_norm_27, hidden_state_113)
