import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_28: torch.Tensor, L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter):
        x_29 = torch.conv2d(x_28, L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_30 = torch.nn.functional.batch_norm(x_29, L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_, L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_, L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_, L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        x_29 = None
        return (x_30,)
