import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_4 = torch.conv2d(input_3, L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 16)
        input_5 = torch.nn.functional.batch_norm(input_4, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_, L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_4 = None
        input_6 = torch.nn.functional.relu(input_5, inplace=True)
        input_5 = None
        scale = torch.nn.functional.adaptive_avg_pool2d(input_6, 1)
        return (scale, input_6)
