import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_23: torch.Tensor, L_self_modules_features_modules_3_modules_block_modules_2_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_bias_: torch.nn.parameter.Parameter, input_17: torch.Tensor):
        input_24 = torch.conv2d(input_23, L_self_modules_features_modules_3_modules_block_modules_2_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_25 = torch.nn.functional.batch_norm(input_24, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_mean_, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_var_, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_weight_, L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_24 = None
        input_25_1 = operator.iadd(input_25, input_17)
        input_25 = None
        return (input_25_1,)
