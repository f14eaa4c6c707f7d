import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_50: torch.Tensor, L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        x_51 = torch.conv2d(x_50, L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_weight_, L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_52 = torch.nn.functional.dropout(x_51, 0.0, False, False)
        x_51 = None
        return (x_52,)
