import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_104: torch.Tensor, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_105 = torch.nn.functional.batch_norm(x_104, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_mean_, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_var_, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_weight_, L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_106 = torch.nn.functional.silu(x_105, inplace=True)
        x_105 = None
        return (x_106,)
