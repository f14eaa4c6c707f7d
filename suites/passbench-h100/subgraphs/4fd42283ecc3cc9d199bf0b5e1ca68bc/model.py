import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_5: torch.Tensor, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        scale_6 = torch.conv2d(scale_5, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_, L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_7 = torch.nn.functional.relu(scale_6, inplace=False)
        scale_6 = None
        return (scale_7,)
