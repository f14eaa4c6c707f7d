import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_12: torch.Tensor, L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor, L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter):
        x_13 = torch.conv2d(x_12, L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_14 = torch.nn.functional.batch_norm(x_13, L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_, L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_, L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_, L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05)
        x_13 = None
        x_15 = torch.nn.functional.relu(x_14, inplace=True)
        x_14 = None
        return (x_15,)
