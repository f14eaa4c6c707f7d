import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_12: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter, input_40: torch.Tensor):
        scale_13 = torch.conv2d(scale_12, L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_14 = torch.nn.functional.hardsigmoid(scale_13, False)
        scale_13 = None
        input_41 = scale_14 * input_40
        scale_14 = None
        return (input_41,)
