import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_8: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_in_conv_modules_double_conv_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_in_conv_modules_double_conv_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_9 = torch.nn.functional.batch_norm(input_8, L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_mean_, L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_var_, L_self_modules_in_conv_modules_double_conv_modules_1_parameters_weight_, L_self_modules_in_conv_modules_double_conv_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_10 = torch.nn.functional.silu(input_9, inplace=True)
        input_9 = None
        return (input_10,)
