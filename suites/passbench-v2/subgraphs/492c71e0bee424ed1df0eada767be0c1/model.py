import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_37: torch.Tensor, L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter):
        x_38 = torch.nn.functional.batch_norm(x_37, L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_, L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_, L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_, L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05)
        x_39 = torch.nn.functional.hardtanh(x_38, 0.0, 6.0, True)
        x_38 = None
        return (x_39,)
