import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_37: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter, input_85: torch.Tensor):
        scale_38 = torch.conv2d(scale_37, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_39 = torch.nn.functional.hardsigmoid(scale_38, False)
        scale_38 = None
        input_86 = scale_39 * input_85
        scale_39 = None
        return (input_86,)
