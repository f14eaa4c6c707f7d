import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_7: torch.Tensor, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        scale_8 = torch.conv2d(scale_7, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_9 = torch.nn.functional.hardsigmoid(scale_8, False)
        scale_8 = None
        return (scale_9,)
