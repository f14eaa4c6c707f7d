import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_117: torch.Tensor, x_107: torch.Tensor, L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        x_118 = x_117 + x_107
        x_119 = x_118.permute(0, 2, 3, 1)
        x_118 = None
        x_120 = torch.nn.functional.layer_norm(x_119, (192,), L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_, L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_, 1e-06)
        x_119 = None
        x_121 = x_120.permute(0, 3, 1, 2)
        x_120 = None
        return (x_121,)
