import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_86: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_3_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_bias_: torch.nn.parameter.Parameter, input_79: torch.Tensor):
        input_87 = torch.conv2d(input_86, L_self_modules_features_modules_10_modules_block_modules_3_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_88 = torch.nn.functional.batch_norm(input_87, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_mean_, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_var_, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_weight_, L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_87 = None
        input_88_1 = operator.iadd(input_88, input_79)
        input_88 = None
        return (input_88_1,)
