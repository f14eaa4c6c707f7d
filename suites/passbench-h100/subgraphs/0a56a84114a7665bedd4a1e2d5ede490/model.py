import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_82: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_83 = torch.conv2d(input_82, L_self_modules_features_modules_10_modules_block_modules_1_modules_0_parameters_weight_, None, (1, 1), (2, 2), (1, 1), 576)
        input_84 = torch.nn.functional.batch_norm(input_83, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_83 = None
        input_85 = torch.nn.functional.hardswish(input_84, True)
        input_84 = None
        scale_35 = torch.nn.functional.adaptive_avg_pool2d(input_85, 1)
        return (scale_35, input_85)
