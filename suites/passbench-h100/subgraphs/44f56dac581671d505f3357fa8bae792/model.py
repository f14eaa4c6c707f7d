import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_17: torch.Tensor, L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        scale_18 = torch.conv2d(scale_17, L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_19 = torch.nn.functional.hardsigmoid(scale_18, False)
        scale_18 = None
        return (scale_19,)
