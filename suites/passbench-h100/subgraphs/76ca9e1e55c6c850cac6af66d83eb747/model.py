import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_12: torch.Tensor, L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_13 = torch.conv2d(input_12, L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 72)
        input_14 = torch.nn.functional.batch_norm(input_13, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_13 = None
        input_15 = torch.nn.functional.relu(input_14, inplace=True)
        input_14 = None
        return (input_15,)
