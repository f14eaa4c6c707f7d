import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_16: torch.Tensor, L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_: torch.nn.parameter.Parameter, x_40: torch.Tensor):
        input_17 = torch.conv2d(input_16, L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_18 = torch.nn.functional.batch_norm(input_17, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_, False, 0.1, 1e-05)
        input_17 = None
        x_40_1 = operator.iadd(x_40, input_18)
        input_18 = None
        x_42 = torch.nn.functional.relu(x_40_1, inplace=True)
        x_40_1 = None
        x_43 = torch.nn.functional.adaptive_avg_pool2d(x_42, 1)
        x_42 = None
        x_44 = x_43.flatten(1, -1)
        x_43 = None
        return (x_44,)
