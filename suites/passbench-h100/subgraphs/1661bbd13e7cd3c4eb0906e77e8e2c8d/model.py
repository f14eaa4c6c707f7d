import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_28: torch.Tensor, L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_29 = torch.conv2d(input_28, L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_, None, (2, 2), (2, 2), (1, 1), 96)
        input_30 = torch.nn.functional.batch_norm(input_29, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_29 = None
        input_31 = torch.nn.functional.hardswish(input_30, True)
        input_30 = None
        scale_5 = torch.nn.functional.adaptive_avg_pool2d(input_31, 1)
        return (scale_5, input_31)
