import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_97_1: torch.Tensor, L_self_modules_features_modules_12_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_12_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_12_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_12_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_12_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_98 = torch.conv2d(input_97_1, L_self_modules_features_modules_12_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_99 = torch.nn.functional.batch_norm(input_98, L_self_modules_features_modules_12_modules_1_buffers_running_mean_, L_self_modules_features_modules_12_modules_1_buffers_running_var_, L_self_modules_features_modules_12_modules_1_parameters_weight_, L_self_modules_features_modules_12_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_98 = None
        input_100 = torch.nn.functional.hardswish(input_99, True)
        input_99 = None
        x = torch.nn.functional.adaptive_avg_pool2d(input_100, 1)
        input_100 = None
        x_1 = torch.flatten(x, 1)
        x = None
        return (x_1,)
