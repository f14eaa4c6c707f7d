import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_2: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter):
        x_28 = torch.conv2d(input_2, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (3, 3), (1, 1), 96)
        x_29 = x_28.permute(0, 2, 3, 1)
        x_28 = None
        return (x_29,)
