import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_24: torch.Tensor, L_self_modules_stages_modules_3_modules_downsample_modules_reduction_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_36 = torch.conv2d(x_24, L_self_modules_stages_modules_3_modules_downsample_modules_reduction_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_25 = torch.nn.functional.batch_norm(conv2d_36, L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_mean_, L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_var_, L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_weight_, L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        conv2d_36 = None
        split_11 = torch.functional.split(x_25, [192, 576], dim=1)
        x1_22 = split_11[0]
        x2_11 = split_11[1]
        split_11 = None
        return (x1_22, x2_11, x_25)
