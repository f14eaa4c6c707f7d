import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_14: torch.Tensor, L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_22: torch.Tensor):
        x_23 = torch.conv2d(x_14, L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_24 = torch.nn.functional.batch_norm(x_23, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_23 = None
        x_25 = x_22 + x_24
        x_24 = None
        x_26 = torch.nn.functional.relu(x_25, inplace=False)
        x_25 = None
        return (x_26,)
