import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_26: torch.Tensor, L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_35: torch.Tensor):
        x_36 = torch.conv2d(x_26, L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_37 = torch.nn.functional.batch_norm(x_36, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_, L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_36 = None
        x_38 = x_35 + x_37
        x_37 = None
        x_39 = torch.nn.functional.relu(x_38, inplace=False)
        x_38 = None
        return (x_39,)
