import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_26: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter):
        x_27 = torch.nn.functional.batch_norm(x_26, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_, L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_, L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_, L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05)
        x_28 = torch.nn.functional.relu(x_27, inplace=True)
        x_27 = None
        return (x_28,)
