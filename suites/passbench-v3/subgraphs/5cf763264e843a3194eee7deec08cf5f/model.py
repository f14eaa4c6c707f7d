import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_152: torch.Tensor, L_self_modules_features_modules_16_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_16_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_16_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_16_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_153 = torch.nn.functional.batch_norm(x_152, L_self_modules_features_modules_16_modules_bn_buffers_running_mean_, L_self_modules_features_modules_16_modules_bn_buffers_running_var_, L_self_modules_features_modules_16_modules_bn_parameters_weight_, L_self_modules_features_modules_16_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_154 = torch.nn.functional.silu(x_153, inplace=True)
        x_153 = None
        x_155 = torch.nn.functional.adaptive_avg_pool2d(x_154, 1)
        x_154 = None
        return (x_155,)
