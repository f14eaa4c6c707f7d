import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_210: torch.Tensor, x_221: torch.Tensor, L_self_modules_features_modules_5_modules_13_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_13_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        x_222 = x_210 + x_221
        layer_norm_38 = torch.nn.functional.layer_norm(x_222, (512,), L_self_modules_features_modules_5_modules_13_modules_norm2_parameters_weight_, L_self_modules_features_modules_5_modules_13_modules_norm2_parameters_bias_, 1e-05)
        return (layer_norm_38, x_222)
