import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_mean_: torch.Tensor, L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_var_: torch.Tensor, L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_bias_: torch.nn.parameter.Parameter, x_10: torch.Tensor):
        input_8 = torch.conv2d(x_2, L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_9 = torch.nn.functional.batch_norm(input_8, L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_mean_, L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_var_, L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_weight_, L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_bias_, False, 0.1, 1e-05)
        input_8 = None
        x_10_1 = operator.iadd(x_10, input_9)
        input_9 = None
        x_12 = torch.nn.functional.relu(x_10_1, inplace=True)
        x_10_1 = None
        return (x_12,)
