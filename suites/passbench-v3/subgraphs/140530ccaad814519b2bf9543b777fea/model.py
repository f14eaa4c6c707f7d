import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_63: torch.Tensor, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_64 = torch.nn.functional.batch_norm(x_63, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_mean_, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_var_, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_weight_, L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_65 = torch.nn.functional.silu(x_64, inplace=True)
        x_64 = None
        return (x_65,)
