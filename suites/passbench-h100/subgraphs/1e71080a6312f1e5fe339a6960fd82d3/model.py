import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, scale_32: torch.Tensor, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter, input_76: torch.Tensor):
        scale_33 = torch.conv2d(scale_32, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_weight_, L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        scale_34 = torch.nn.functional.hardsigmoid(scale_33, False)
        scale_33 = None
        input_77 = scale_34 * input_76
        scale_34 = None
        return (input_77,)
