import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_37: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_38 = torch.conv2d(input_37, L_self_modules_features_modules_5_modules_block_modules_1_modules_0_parameters_weight_, None, (1, 1), (2, 2), (1, 1), 240)
        input_39 = torch.nn.functional.batch_norm(input_38, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_38 = None
        input_40 = torch.nn.functional.hardswish(input_39, True)
        input_39 = None
        scale_10 = torch.nn.functional.adaptive_avg_pool2d(input_40, 1)
        return (scale_10, input_40)
