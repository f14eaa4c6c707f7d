import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_35: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        scale_36 = torch.conv2d(scale_35, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_weight_, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_37 = torch.nn.functional.relu(scale_36, inplace=False)
        scale_36 = None
        return (scale_37,)
