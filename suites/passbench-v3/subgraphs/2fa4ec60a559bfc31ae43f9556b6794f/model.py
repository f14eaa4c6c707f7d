import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_16: torch.Tensor, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_17 = torch.nn.functional.batch_norm(x_16, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_mean_, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_var_, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_weight_, L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_18 = torch.nn.functional.silu(x_17, inplace=True)
        x_17 = None
        return (x_18,)
