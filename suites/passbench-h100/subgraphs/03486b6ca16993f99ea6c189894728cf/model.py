import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_15: torch.Tensor, L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_16 = torch.nn.functional.batch_norm(input_15, L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_mean_, L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_var_, L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_weight_, L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_17 = torch.nn.functional.silu(input_16, inplace=True)
        input_16 = None
        return (input_17,)
