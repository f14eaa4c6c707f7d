import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_4: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_: torch.nn.parameter.Parameter):
        x_122 = torch.conv2d(input_4, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_, (1, 1), (3, 3), (1, 1), 384)
        x_123 = x_122.permute(0, 2, 3, 1)
        x_122 = None
        return (x_123,)
