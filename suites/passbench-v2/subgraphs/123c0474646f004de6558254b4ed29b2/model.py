import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_se_45: torch.Tensor, L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_14_modules_se_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_14_modules_se_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        batch_norm_55 = torch.nn.functional.batch_norm(x_se_45, L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_mean_, L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_var_, L_self_modules_features_modules_14_modules_se_modules_bn_parameters_weight_, L_self_modules_features_modules_14_modules_se_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_se_46 = torch.nn.functional.relu(batch_norm_55, inplace=True)
        batch_norm_55 = None
        return (x_se_46,)
