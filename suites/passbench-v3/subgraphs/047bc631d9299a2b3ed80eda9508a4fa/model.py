import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_185: torch.Tensor, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_186 = torch.nn.functional.batch_norm(input_185, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_var_, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_weight_, L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_bias_, False, 0.1, 0.001)
        input_187 = torch.nn.functional.silu(input_186, inplace=True)
        input_186 = None
        return (input_187,)
