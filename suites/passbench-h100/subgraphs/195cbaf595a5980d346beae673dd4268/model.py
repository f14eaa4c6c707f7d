import torch


class GraphModule(torch.nn.Module):
    def forward(self, x1: torch.Tensor, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_: torch.nn.parameter.Parameter, x2: torch.Tensor):
        x1_1 = torch.conv2d(x1, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        x_1 = torch.cat((x1_1, x2), 1)
        x1_1 = None
        return (x_1,)
