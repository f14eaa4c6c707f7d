import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_68: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_3_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_bias_: torch.nn.parameter.Parameter, input_61: torch.Tensor):
        input_69 = torch.conv2d(input_68, L_self_modules_features_modules_8_modules_block_modules_3_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_70 = torch.nn.functional.batch_norm(input_69, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_mean_, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_var_, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_weight_, L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_69 = None
        input_70_1 = operator.iadd(input_70, input_61)
        input_70 = None
        return (input_70_1,)
