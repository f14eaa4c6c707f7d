import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_55: torch.Tensor, L_self_modules_features_modules_7_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_56 = torch.conv2d(input_55, L_self_modules_features_modules_7_modules_block_modules_1_modules_0_parameters_weight_, None, (1, 1), (2, 2), (1, 1), 120)
        input_57 = torch.nn.functional.batch_norm(input_56, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_56 = None
        input_58 = torch.nn.functional.hardswish(input_57, True)
        input_57 = None
        scale_20 = torch.nn.functional.adaptive_avg_pool2d(input_58, 1)
        return (scale_20, input_58)
