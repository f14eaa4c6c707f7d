import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_25: torch.Tensor, reshape_1: torch.Tensor, input_2: torch.Tensor, L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        x_26 = x_25.mul(reshape_1)
        x_27 = x_26 + input_2
        x_26 = None
        x_28 = x_27.permute(0, 2, 3, 1)
        x_27 = None
        x_29 = torch.nn.functional.layer_norm(x_28, (64,), L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_, L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_, 1e-05)
        x_28 = None
        x_30 = x_29.permute(0, 3, 1, 2)
        x_29 = None
        return (x_30,)
