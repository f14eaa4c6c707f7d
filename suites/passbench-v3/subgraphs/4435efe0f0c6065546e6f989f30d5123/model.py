import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_101: torch.Tensor, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_: torch.nn.parameter.Parameter):
        linear_40 = torch._C._nn.linear(hidden_state_101, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_, L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_)
        permute_20 = linear_40.permute(0, 3, 1, 2)
        linear_40 = None
        return (permute_20,)
