import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, L_self_modules_stages_modules_1_modules_downsample_modules_reduction_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_4 = torch.conv2d(x_2, L_self_modules_stages_modules_1_modules_downsample_modules_reduction_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1)
        x_3 = torch.nn.functional.batch_norm(conv2d_4, L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_mean_, L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_var_, L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_, L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        conv2d_4 = None
        split_1 = torch.functional.split(x_3, [48, 144], dim=1)
        x1_2 = split_1[0]
        x2_1 = split_1[1]
        split_1 = None
        return (x1_2, x2_1, x_3)
