import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_581: torch.Tensor, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_582 = torch.nn.functional.batch_norm(input_581, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_var_, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_weight_, L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_bias_, False, 0.1, 0.001)
        input_583 = torch.nn.functional.silu(input_582, inplace=True)
        input_582 = None
        return (input_583,)
