import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_64: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_65 = torch.conv2d(input_64, L_self_modules_features_modules_8_modules_block_modules_1_modules_0_parameters_weight_, None, (1, 1), (2, 2), (1, 1), 144)
        input_66 = torch.nn.functional.batch_norm(input_65, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_65 = None
        input_67 = torch.nn.functional.hardswish(input_66, True)
        input_66 = None
        scale_25 = torch.nn.functional.adaptive_avg_pool2d(input_67, 1)
        return (scale_25, input_67)
