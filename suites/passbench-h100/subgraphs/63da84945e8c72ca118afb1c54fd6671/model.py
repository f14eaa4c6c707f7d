import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_13: torch.Tensor, L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_: torch.nn.parameter.Parameter, x_30: torch.Tensor):
        input_14 = torch.conv2d(input_13, L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_15 = torch.nn.functional.batch_norm(input_14, L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_, L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_, L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_, L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_, False, 0.1, 1e-05)
        input_14 = None
        x_30_1 = operator.iadd(x_30, input_15)
        input_15 = None
        x_32 = torch.nn.functional.relu(x_30_1, inplace=True)
        x_30_1 = None
        return (x_32,)
