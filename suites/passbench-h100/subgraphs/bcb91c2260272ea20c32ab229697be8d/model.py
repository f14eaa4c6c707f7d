import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_32: torch.Tensor, L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter):
        x_33 = torch.conv2d(x_32, L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_34 = torch.nn.functional.batch_norm(x_33, L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_, L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_, L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_, L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05)
        x_33 = None
        x_35 = torch.nn.functional.relu(x_34, inplace=True)
        x_34 = None
        return (x_35,)
