import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_90: torch.Tensor, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_91 = torch.nn.functional.batch_norm(x_90, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_mean_, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_var_, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_weight_, L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        getitem_10 = x_91[(slice(None, None, None), slice(0, 318, None))]
        return (getitem_10, x_91)
