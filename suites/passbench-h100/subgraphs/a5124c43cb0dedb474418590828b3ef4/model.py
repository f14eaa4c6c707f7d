import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_30: torch.Tensor, L_self_modules_features_modules_30_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_30_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_features_modules_31_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_31_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_31_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_31_parameters_bias_: torch.nn.parameter.Parameter):
        input_31 = torch.conv2d(input_30, L_self_modules_features_modules_30_parameters_weight_, L_self_modules_features_modules_30_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        input_32 = torch.nn.functional.batch_norm(input_31, L_self_modules_features_modules_31_buffers_running_mean_, L_self_modules_features_modules_31_buffers_running_var_, L_self_modules_features_modules_31_parameters_weight_, L_self_modules_features_modules_31_parameters_bias_, False, 0.1, 1e-05)
        input_31 = None
        input_33 = torch.nn.functional.relu(input_32, inplace=True)
        input_32 = None
        return (input_33,)
