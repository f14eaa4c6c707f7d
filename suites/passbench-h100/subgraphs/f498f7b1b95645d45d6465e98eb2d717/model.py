import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_6: torch.Tensor, L_self_modules_conv1_modules_6_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_bn1_buffers_running_mean_: torch.Tensor, L_self_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter):
        input_7 = torch.conv2d(input_6, L_self_modules_conv1_modules_6_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        x = torch.nn.functional.batch_norm(input_7, L_self_modules_bn1_buffers_running_mean_, L_self_modules_bn1_buffers_running_var_, L_self_modules_bn1_parameters_weight_, L_self_modules_bn1_parameters_bias_, False, 0.1, 1e-05)
        input_7 = None
        x_1 = torch.nn.functional.relu(x, inplace=True)
        x = None
        return (x_1,)
