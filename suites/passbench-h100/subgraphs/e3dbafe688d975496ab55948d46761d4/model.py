import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_in_conv_modules_double_conv_modules_0_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_in_conv_modules_double_conv_modules_1_momentum: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_1_eps: torch.Tensor):
        input_8 = torch.conv2d(x, L_self_modules_in_conv_modules_double_conv_modules_0_parameters_weight_, L_self_modules_in_conv_modules_double_conv_modules_0_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        item_6 = L_self_modules_in_conv_modules_double_conv_modules_1_momentum.item()
        item_7 = L_self_modules_in_conv_modules_double_conv_modules_1_eps.item()
        return (input_8,)
