import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_30: torch.Tensor, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        scale_31 = torch.conv2d(scale_30, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_weight_, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_32 = torch.nn.functional.relu(scale_31, inplace=False)
        scale_31 = None
        return (scale_32,)
