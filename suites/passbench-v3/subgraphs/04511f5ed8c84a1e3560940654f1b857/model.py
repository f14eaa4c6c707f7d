import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_83: torch.Tensor, L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_92: torch.Tensor):
        x_93 = torch.conv2d(x_83, L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_94 = torch.nn.functional.batch_norm(x_93, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_93 = None
        x_95 = x_92 + x_94
        x_94 = None
        x_96 = torch.nn.functional.relu(x_95, inplace=False)
        x_95 = None
        return (x_96,)
