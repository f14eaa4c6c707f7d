import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_73: torch.Tensor, L_self_modules_features_modules_9_modules_block_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_74 = torch.conv2d(input_73, L_self_modules_features_modules_9_modules_block_modules_1_modules_0_parameters_weight_, None, (2, 2), (2, 2), (1, 1), 288)
        input_75 = torch.nn.functional.batch_norm(input_74, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_mean_, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_var_, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_weight_, L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_74 = None
        input_76 = torch.nn.functional.hardswish(input_75, True)
        input_75 = None
        scale_30 = torch.nn.functional.adaptive_avg_pool2d(input_76, 1)
        return (scale_30, input_76)
