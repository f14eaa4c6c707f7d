import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter):
        x_53 = torch.conv2d(input_3, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (3, 3), (1, 1), 192)
        x_54 = x_53.permute(0, 2, 3, 1)
        x_53 = None
        return (x_54,)
