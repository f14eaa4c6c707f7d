import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_410: torch.Tensor, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        x_out_70 = torch.conv2d(x_410, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_weight_, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_out_71 = torch.nn.functional.dropout(x_out_70, 0.0, False, False)
        x_out_70 = None
        x_411 = x_out_71.permute(0, 2, 3, 1)
        x_out_71 = None
        return (x_411,)
