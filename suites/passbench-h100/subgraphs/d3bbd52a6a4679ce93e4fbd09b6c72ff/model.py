import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_27: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        scale_28 = torch.conv2d(scale_27, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_29 = torch.nn.functional.hardsigmoid(scale_28, False)
        scale_28 = None
        return (scale_29,)
