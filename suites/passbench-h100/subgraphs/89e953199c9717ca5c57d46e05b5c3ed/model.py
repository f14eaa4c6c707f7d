import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_15: torch.Tensor, L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor, L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter):
        x_16 = torch.conv2d(x_15, L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1)
        x_17 = torch.nn.functional.batch_norm(x_16, L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_, L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_, L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_, L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05)
        x_16 = None
        x_18 = torch.nn.functional.relu(x_17, inplace=True)
        x_17 = None
        return (x_18,)
