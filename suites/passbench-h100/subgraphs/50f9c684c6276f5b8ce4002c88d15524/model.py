import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_10: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_in_conv_modules_double_conv_modules_3_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_in_conv_modules_double_conv_modules_4_momentum: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_4_eps: torch.Tensor):
        input_11 = torch.conv2d(input_10, L_self_modules_in_conv_modules_double_conv_modules_3_parameters_weight_, L_self_modules_in_conv_modules_double_conv_modules_3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        item_8 = L_self_modules_in_conv_modules_double_conv_modules_4_momentum.item()
        item_9 = L_self_modules_in_conv_modules_double_conv_modules_4_eps.item()
        return (input_11,)
