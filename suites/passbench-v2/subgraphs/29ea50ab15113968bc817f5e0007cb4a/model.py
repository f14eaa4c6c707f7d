import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_11: torch.Tensor, L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter):
        x_12 = torch.nn.functional.batch_norm(x_11, L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_, L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_, L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_, L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05)
        x_13 = torch.nn.functional.relu(x_12, inplace=True)
        x_12 = None
        return (x_13,)
