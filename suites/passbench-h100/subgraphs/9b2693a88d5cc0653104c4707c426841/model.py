import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_41: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_: torch.nn.parameter.Parameter, input_34: torch.Tensor):
        input_42 = torch.conv2d(input_41, L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_43 = torch.nn.functional.batch_norm(input_42, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_, L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_42 = None
        input_43_1 = operator.iadd(input_43, input_34)
        input_43 = None
        return (input_43_1,)
