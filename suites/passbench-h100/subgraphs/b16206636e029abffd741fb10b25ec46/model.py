import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_27: torch.Tensor, L_self_modules_features_modules_27_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_27_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_features_modules_28_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_28_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_28_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_28_parameters_bias_: torch.nn.parameter.Parameter):
        input_28 = torch.conv2d(input_27, L_self_modules_features_modules_27_parameters_weight_, L_self_modules_features_modules_27_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        input_29 = torch.nn.functional.batch_norm(input_28, L_self_modules_features_modules_28_buffers_running_mean_, L_self_modules_features_modules_28_buffers_running_var_, L_self_modules_features_modules_28_parameters_weight_, L_self_modules_features_modules_28_parameters_bias_, False, 0.1, 1e-05)
        input_28 = None
        input_30 = torch.nn.functional.relu(input_29, inplace=True)
        input_29 = None
        return (input_30,)
