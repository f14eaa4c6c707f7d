import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_80: torch.Tensor, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_81 = torch.nn.functional.batch_norm(x_80, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_mean_, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_var_, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_weight_, L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        getitem_8 = x_81[(slice(None, None, None), slice(0, 284, None))]
        return (getitem_8, x_81)
