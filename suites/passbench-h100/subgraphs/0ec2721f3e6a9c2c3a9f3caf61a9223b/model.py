import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_21: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_down2_modules_1_modules_double_conv_modules_1_momentum: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_1_eps: torch.Tensor):
        input_22 = torch.conv2d(input_21, L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_weight_, L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        item_14 = L_self_modules_down2_modules_1_modules_double_conv_modules_1_momentum.item()
        item_15 = L_self_modules_down2_modules_1_modules_double_conv_modules_1_eps.item()
        return (input_22,)
