import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_conv_up1_modules_double_conv_modules_1_momentum: torch.Tensor, L_self_modules_conv_up1_modules_double_conv_modules_1_eps: torch.Tensor):
        input_28 = torch.conv2d(x_2, L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_weight_, L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        item_19 = L_self_modules_conv_up1_modules_double_conv_modules_1_momentum.item()
        item_20 = L_self_modules_conv_up1_modules_double_conv_modules_1_eps.item()
        return (input_28,)
