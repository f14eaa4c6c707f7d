import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_106: torch.Tensor, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_107 = torch.nn.functional.batch_norm(x_106, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_mean_, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_var_, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_weight_, L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_se_32 = x_107.mean((2, 3), keepdim=True)
        return (x_se_32, x_107)
