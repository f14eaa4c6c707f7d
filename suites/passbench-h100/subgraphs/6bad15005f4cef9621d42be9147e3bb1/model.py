import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_25: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        scale_26 = torch.conv2d(scale_25, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_weight_, L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_27 = torch.nn.functional.relu(scale_26, inplace=False)
        scale_26 = None
        return (scale_27,)
