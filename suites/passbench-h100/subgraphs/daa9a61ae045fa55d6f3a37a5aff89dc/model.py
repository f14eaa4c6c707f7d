import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_4: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_45 = torch.conv2d(input_4, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (1, 1), (1, 1), 128)
        x_46 = x_45.permute(0, 2, 3, 1)
        x_45 = None
        x_47 = torch.nn.functional.layer_norm(x_46, (128,), L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_bias_, 1e-05)
        x_46 = None
        return (x_47,)
