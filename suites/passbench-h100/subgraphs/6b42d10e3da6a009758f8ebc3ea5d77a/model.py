import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_24: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_down2_modules_1_modules_double_conv_modules_4_momentum: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_4_eps: torch.Tensor):
        input_25 = torch.conv2d(input_24, L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_weight_, L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        item_16 = L_self_modules_down2_modules_1_modules_double_conv_modules_4_momentum.item()
        item_17 = L_self_modules_down2_modules_1_modules_double_conv_modules_4_eps.item()
        return (input_25,)
