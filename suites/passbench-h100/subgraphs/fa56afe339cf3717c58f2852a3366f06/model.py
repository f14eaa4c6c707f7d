import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_47: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, x_25: torch.Tensor):
        input_48 = torch.conv2d(input_47, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_27 = x_25 + input_48
        input_48 = None
        split_12 = torch.functional.split(x_27, [192, 576], dim=1)
        x1_24 = split_12[0]
        x2_12 = split_12[1]
        split_12 = None
        return (x1_24, x2_12, x_27)
