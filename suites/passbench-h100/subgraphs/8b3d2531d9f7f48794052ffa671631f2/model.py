import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_25: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_mean_: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_var_: torch.Tensor, L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_up1_scale_factor: torch.Tensor):
        input_26 = torch.nn.functional.batch_norm(input_25, L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_mean_, L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_var_, L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_weight_, L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_bias_, False, 0.1, 1e-05)
        input_27 = torch.nn.functional.silu(input_26, inplace=True)
        input_26 = None
        item_18 = L_self_modules_up1_scale_factor.item()
        return (input_27,)
