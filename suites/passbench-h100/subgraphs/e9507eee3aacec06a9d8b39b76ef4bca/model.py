import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_10: torch.Tensor, L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_: torch.Tensor, L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_: torch.Tensor, L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_: torch.nn.parameter.Parameter, x_20: torch.Tensor):
        input_11 = torch.conv2d(input_10, L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_12 = torch.nn.functional.batch_norm(input_11, L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_, L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_, L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_, L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_, False, 0.1, 1e-05)
        input_11 = None
        x_20_1 = operator.iadd(x_20, input_12)
        input_12 = None
        x_22 = torch.nn.functional.relu(x_20_1, inplace=True)
        x_20_1 = None
        return (x_22,)
