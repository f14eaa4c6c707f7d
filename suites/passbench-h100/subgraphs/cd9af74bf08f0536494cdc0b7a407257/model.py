import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_22: torch.Tensor, L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter, input_58: torch.Tensor):
        scale_23 = torch.conv2d(scale_22, L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_24 = torch.nn.functional.hardsigmoid(scale_23, False)
        scale_23 = None
        input_59 = scale_24 * input_58
        scale_24 = None
        return (input_59,)
