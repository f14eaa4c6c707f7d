import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_14: torch.Tensor, L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_down1_modules_1_modules_double_conv_modules_1_momentum: torch.Tensor, L_self_modules_down1_modules_1_modules_double_conv_modules_1_eps: torch.Tensor):
        input_15 = torch.conv2d(input_14, L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_weight_, L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        item_10 = L_self_modules_down1_modules_1_modules_double_conv_modules_1_momentum.item()
        item_11 = L_self_modules_down1_modules_1_modules_double_conv_modules_1_eps.item()
        return (input_15,)
