import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_9: torch.Tensor, L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_10 = torch.conv2d(input_9, L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_11 = torch.nn.functional.batch_norm(input_10, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_, L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_10 = None
        input_12 = torch.nn.functional.relu(input_11, inplace=True)
        input_11 = None
        return (input_12,)
