import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_7: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, x_3: torch.Tensor):
        input_8 = torch.conv2d(input_7, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_5 = x_3 + input_8
        input_8 = None
        split_2 = torch.functional.split(x_5, [48, 144], dim=1)
        x1_4 = split_2[0]
        x2_2 = split_2[1]
        split_2 = None
        return (x1_4, x2_2, x_5)
