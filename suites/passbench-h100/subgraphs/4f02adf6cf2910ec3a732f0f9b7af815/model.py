import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_7: torch.Tensor, L_self_modules_features_modules_7_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_8_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_8_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_parameters_bias_: torch.nn.parameter.Parameter):
        input_8 = torch.conv2d(input_7, L_self_modules_features_modules_7_parameters_weight_, L_self_modules_features_modules_7_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        input_9 = torch.nn.functional.batch_norm(input_8, L_self_modules_features_modules_8_buffers_running_mean_, L_self_modules_features_modules_8_buffers_running_var_, L_self_modules_features_modules_8_parameters_weight_, L_self_modules_features_modules_8_parameters_bias_, False, 0.1, 1e-05)
        input_8 = None
        input_10 = torch.nn.functional.relu(input_9, inplace=True)
        input_9 = None
        return (input_10,)
