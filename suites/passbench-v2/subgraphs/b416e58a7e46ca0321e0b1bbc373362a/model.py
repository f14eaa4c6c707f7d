import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_9: torch.Tensor, L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_: torch.nn.parameter.Parameter, x_155: torch.Tensor):
        input_10 = torch.conv2d(input_9, L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_11 = torch.nn.functional.batch_norm(input_10, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_, L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_, L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_, False, 0.1, 1e-05)
        input_10 = None
        x_155_1 = operator.iadd(x_155, input_11)
        input_11 = None
        x_157 = torch.nn.functional.relu(x_155_1, inplace=True)
        x_155_1 = None
        return (x_157,)
