import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_21: torch.Tensor, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_: torch.nn.parameter.Parameter):
        linear_8 = torch._C._nn.linear(hidden_state_21, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_)
        permute_4 = linear_8.permute(0, 3, 1, 2)
        linear_8 = None
        return (permute_4,)
