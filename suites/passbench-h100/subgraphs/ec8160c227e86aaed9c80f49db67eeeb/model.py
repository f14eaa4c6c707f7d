import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_7: torch.Tensor, L_self_modules_stages_modules_2_modules_downsample_modules_reduction_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_11 = torch.conv2d(x_7, L_self_modules_stages_modules_2_modules_downsample_modules_reduction_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_8 = torch.nn.functional.batch_norm(conv2d_11, L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_mean_, L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_var_, L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_weight_, L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        conv2d_11 = None
        split_3 = torch.functional.split(x_8, [96, 288], dim=1)
        x1_6 = split_3[0]
        x2_3 = split_3[1]
        split_3 = None
        return (x1_6, x2_3, x_8)
