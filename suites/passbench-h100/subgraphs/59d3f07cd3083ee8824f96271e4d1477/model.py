import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_31 = torch.conv2d(input_3, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (2, 2), (1, 1), 96)
        x_32 = x_31.permute(0, 2, 3, 1)
        x_31 = None
        x_33 = torch.nn.functional.layer_norm(x_32, (96,), L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_bias_, 1e-05)
        x_32 = None
        return (x_33,)
