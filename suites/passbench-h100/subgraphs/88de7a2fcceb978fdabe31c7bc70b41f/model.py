import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_36: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_: torch.nn.parameter.Parameter):
        x_37 = torch._C._nn.linear(x_36, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_)
        x_38 = torch.nn.functional.dropout(x_37, 0.0, False, False)
        x_37 = None
        x_39 = x_38.permute(0, 3, 1, 2)
        x_38 = None
        reshape_2 = L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_.reshape(1, -1, 1, 1)
        return (x_39, reshape_2)
