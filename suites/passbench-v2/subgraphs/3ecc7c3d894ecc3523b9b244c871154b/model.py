import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_72: torch.Tensor, L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter):
        x_73 = torch.nn.functional.batch_norm(x_72, L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_mean_, L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_var_, L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_weight_, L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05)
        x_74 = torch.nn.functional.hardtanh(x_73, 0.0, 6.0, True)
        x_73 = None
        return (x_74,)
