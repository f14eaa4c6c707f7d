import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_10: torch.Tensor, L_self_modules_features_modules_10_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_features_modules_11_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_11_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_11_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_11_parameters_bias_: torch.nn.parameter.Parameter):
        input_11 = torch.conv2d(input_10, L_self_modules_features_modules_10_parameters_weight_, L_self_modules_features_modules_10_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        input_12 = torch.nn.functional.batch_norm(input_11, L_self_modules_features_modules_11_buffers_running_mean_, L_self_modules_features_modules_11_buffers_running_var_, L_self_modules_features_modules_11_parameters_weight_, L_self_modules_features_modules_11_parameters_bias_, False, 0.1, 1e-05)
        input_11 = None
        input_13 = torch.nn.functional.relu(input_12, inplace=True)
        input_12 = None
        return (input_13,)
