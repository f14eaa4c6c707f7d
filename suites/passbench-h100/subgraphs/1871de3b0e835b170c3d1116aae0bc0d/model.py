import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_39: torch.Tensor, reshape_2: torch.Tensor, input_3: torch.Tensor, L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        x_40 = x_39.mul(reshape_2)
        x_41 = x_40 + input_3
        x_40 = None
        x_42 = x_41.permute(0, 2, 3, 1)
        x_41 = None
        x_43 = torch.nn.functional.layer_norm(x_42, (96,), L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_, L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_, 1e-05)
        x_42 = None
        x_44 = x_43.permute(0, 3, 1, 2)
        x_43 = None
        return (x_44,)
