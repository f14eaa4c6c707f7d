import torch


class GraphModule(torch.nn.Module):
    def forward(self, x1_22: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_: torch.nn.parameter.Parameter, x2_11: torch.Tensor):
        x1_23 = torch.conv2d(x1_22, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        x_26 = torch.cat((x1_23, x2_11), 1)
        x1_23 = None
        return (x_26,)
