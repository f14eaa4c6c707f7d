import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_48: torch.Tensor, x_38: torch.Tensor, L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        x_49 = x_48 + x_38
        x_50 = x_49.permute(0, 2, 3, 1)
        x_49 = None
        x_51 = torch.nn.functional.layer_norm(x_50, (96,), L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_, L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_, 1e-06)
        x_50 = None
        x_52 = x_51.permute(0, 3, 1, 2)
        x_51 = None
        return (x_52,)
