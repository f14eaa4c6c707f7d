import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, x: torch.Tensor):
        input_4 = torch.conv2d(input_3, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_2 = x + input_4
        input_4 = None
        return (x_2,)
