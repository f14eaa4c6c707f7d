import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_29: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_30 = torch.nn.functional.layer_norm(x_29, (96,), L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_, 1e-06)
        x_31 = x_30.permute(0, 3, 1, 2)
        x_30 = None
        return (x_31,)
