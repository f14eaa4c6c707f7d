import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_5: torch.Tensor, L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor, L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter):
        x_6 = torch.conv2d(x_5, L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        x_7 = torch.nn.functional.batch_norm(x_6, L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_, L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_, L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_, L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05)
        x_6 = None
        x_8 = torch.nn.functional.relu(x_7, inplace=True)
        x_7 = None
        return (x_8,)
