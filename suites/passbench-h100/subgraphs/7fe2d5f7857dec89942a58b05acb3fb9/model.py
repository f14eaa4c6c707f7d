import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_2: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_17 = torch.conv2d(input_2, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (2, 2), (1, 1), 64)
        x_18 = x_17.permute(0, 2, 3, 1)
        x_17 = None
        x_19 = torch.nn.functional.layer_norm(x_18, (64,), L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_, 1e-05)
        x_18 = None
        return (x_19,)
