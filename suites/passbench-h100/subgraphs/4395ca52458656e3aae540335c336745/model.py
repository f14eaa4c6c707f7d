import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_31: torch.Tensor, L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_mean_: torch.Tensor, L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_var_: torch.Tensor, L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_up2_scale_factor: torch.Tensor):
        input_32 = torch.nn.functional.batch_norm(input_31, L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_mean_, L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_var_, L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_weight_, L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_bias_, False, 0.1, 1e-05)
        input_33 = torch.nn.functional.silu(input_32, inplace=True)
        input_32 = None
        item_23 = L_self_modules_up2_scale_factor.item()
        return (input_33,)
