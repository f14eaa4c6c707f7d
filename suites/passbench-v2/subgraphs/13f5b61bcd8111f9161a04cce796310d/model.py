import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_69: torch.Tensor, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_70 = torch.nn.functional.batch_norm(x_69, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_mean_, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_var_, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_weight_, L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_71 = torch.nn.functional.relu(x_70, inplace=True)
        x_70 = None
        return (x_71,)
