import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_22: torch.Tensor, L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter):
        x_23 = torch.conv2d(x_22, L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_24 = torch.nn.functional.batch_norm(x_23, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_, L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_, L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05)
        x_23 = None
        x_25 = torch.nn.functional.relu(x_24, inplace=True)
        x_24 = None
        return (x_25,)
