import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_2: torch.Tensor, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        scale_3 = torch.conv2d(scale_2, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_4 = torch.nn.functional.hardsigmoid(scale_3, False)
        scale_3 = None
        return (scale_4,)
