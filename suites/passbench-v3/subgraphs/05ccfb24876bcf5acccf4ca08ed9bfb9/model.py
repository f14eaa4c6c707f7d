import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_96: torch.Tensor, L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        x_97 = torch.conv2d(x_96, L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_weight_, L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_98 = torch.nn.functional.dropout(x_97, 0.0, False, False)
        x_97 = None
        return (x_98,)
