import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_conv1_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_conv1_modules_4_buffers_running_mean_: torch.Tensor, L_self_modules_conv1_modules_4_buffers_running_var_: torch.Tensor, L_self_modules_conv1_modules_4_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_conv1_modules_4_parameters_bias_: torch.nn.parameter.Parameter):
        input_4 = torch.conv2d(input_3, L_self_modules_conv1_modules_3_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        input_5 = torch.nn.functional.batch_norm(input_4, L_self_modules_conv1_modules_4_buffers_running_mean_, L_self_modules_conv1_modules_4_buffers_running_var_, L_self_modules_conv1_modules_4_parameters_weight_, L_self_modules_conv1_modules_4_parameters_bias_, False, 0.1, 1e-05)
        input_4 = None
        input_6 = torch.nn.functional.relu(input_5, inplace=True)
        input_5 = None
        return (input_6,)
