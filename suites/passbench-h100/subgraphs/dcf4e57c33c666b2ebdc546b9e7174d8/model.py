import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_11: torch.Tensor, reshape: torch.Tensor, x_2: torch.Tensor, L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        x_12 = x_11.mul(reshape)
        x_13 = x_12 + x_2
        x_12 = None
        x_14 = x_13.permute(0, 2, 3, 1)
        x_13 = None
        x_15 = torch.nn.functional.layer_norm(x_14, (32,), L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_, L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_, 1e-05)
        x_14 = None
        x_16 = x_15.permute(0, 3, 1, 2)
        x_15 = None
        return (x_16,)
