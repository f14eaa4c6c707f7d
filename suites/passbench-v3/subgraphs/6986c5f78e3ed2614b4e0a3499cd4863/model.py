import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_11: torch.Tensor, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_10: torch.Tensor):
        x_12 = torch.nn.functional.batch_norm(x_11, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_, L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_13 = x_10 + x_12
        x_12 = None
        x_14 = torch.nn.functional.relu(x_13, inplace=False)
        x_13 = None
        return (x_14,)
