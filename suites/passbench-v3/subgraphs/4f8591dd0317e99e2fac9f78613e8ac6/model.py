import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_6: torch.Tensor, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_bias_: torch.nn.parameter.Parameter):
        features_64 = torch._C._nn.linear(hidden_states_6, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_weight_, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_bias_)
        features_65 = features_64.permute(0, 3, 1, 2)
        features_64 = None
        return (features_65,)
