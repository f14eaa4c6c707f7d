import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_7: torch.Tensor, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        x_out_1 = torch.conv2d(x_7, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_out_2 = torch.nn.functional.dropout(x_out_1, 0.0, False, False)
        x_out_1 = None
        x_8 = x_out_2.permute(0, 2, 3, 1)
        x_out_2 = None
        return (x_8,)
