import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale: torch.Tensor, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        scale_1 = torch.conv2d(scale, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_, L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_2 = torch.nn.functional.relu(scale_1, inplace=False)
        scale_1 = None
        return (scale_2,)
