import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_14: torch.Tensor, L_self_modules_features_modules_14_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_14_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_features_modules_15_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_15_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_15_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_15_parameters_bias_: torch.nn.parameter.Parameter):
        input_15 = torch.conv2d(input_14, L_self_modules_features_modules_14_parameters_weight_, L_self_modules_features_modules_14_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        input_16 = torch.nn.functional.batch_norm(input_15, L_self_modules_features_modules_15_buffers_running_mean_, L_self_modules_features_modules_15_buffers_running_var_, L_self_modules_features_modules_15_parameters_weight_, L_self_modules_features_modules_15_parameters_bias_, False, 0.1, 1e-05)
        input_15 = None
        input_17 = torch.nn.functional.relu(input_16, inplace=True)
        input_16 = None
        return (input_17,)
