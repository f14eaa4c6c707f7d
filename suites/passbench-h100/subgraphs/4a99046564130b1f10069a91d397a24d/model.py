import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_61: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_62 = torch.conv2d(input_61, L_self_modules_features_modules_8_modules_block_modules_0_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_63 = torch.nn.functional.batch_norm(input_62, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_mean_, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_var_, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_weight_, L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_bias_, False, 0.01, 0.001)
        input_62 = None
        input_64 = torch.nn.functional.hardswish(input_63, True)
        input_63 = None
        return (input_64,)
