import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_40: torch.Tensor, L_self_modules_features_modules_40_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_40_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_features_modules_41_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_41_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_41_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_41_parameters_bias_: torch.nn.parameter.Parameter):
        input_41 = torch.conv2d(input_40, L_self_modules_features_modules_40_parameters_weight_, L_self_modules_features_modules_40_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        input_42 = torch.nn.functional.batch_norm(input_41, L_self_modules_features_modules_41_buffers_running_mean_, L_self_modules_features_modules_41_buffers_running_var_, L_self_modules_features_modules_41_parameters_weight_, L_self_modules_features_modules_41_parameters_bias_, False, 0.1, 1e-05)
        input_41 = None
        input_43 = torch.nn.functional.relu(input_42, inplace=True)
        input_42 = None
        return (input_43,)
