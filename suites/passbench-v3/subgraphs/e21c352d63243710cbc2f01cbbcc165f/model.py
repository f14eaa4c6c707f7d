import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_26: torch.Tensor, L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_34: torch.Tensor):
        x_35 = torch.conv2d(x_26, L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_36 = torch.nn.functional.batch_norm(x_35, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_, L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_35 = None
        x_37 = x_34 + x_36
        x_36 = None
        x_38 = torch.nn.functional.relu(x_37, inplace=False)
        x_37 = None
        return (x_38,)
