import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_3 = torch.conv2d(x_2, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (3, 3), (1, 1), 32)
        x_4 = x_3.permute(0, 2, 3, 1)
        x_3 = None
        x_5 = torch.nn.functional.layer_norm(x_4, (32,), L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_, 1e-05)
        x_4 = None
        return (x_5,)
