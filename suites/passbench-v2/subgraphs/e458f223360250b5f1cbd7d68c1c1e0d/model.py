import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_3: torch.Tensor, L_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_: torch.nn.parameter.Parameter, out_5: torch.Tensor):
        input_1 = torch.conv2d(x_3, L_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_2 = torch.nn.functional.batch_norm(input_1, L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_, L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_, L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_, L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_1 = None
        out_5_1 = operator.iadd(out_5, input_2)
        input_2 = None
        out_7 = torch.nn.functional.relu(out_5_1, inplace=True)
        out_5_1 = None
        return (out_7,)
