import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_45: torch.Tensor, L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter):
        x_46 = torch.nn.functional.batch_norm(x_45, L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_mean_, L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_var_, L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_weight_, L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_bias_, False, 0.1, 1e-05)
        x_47 = torch.nn.functional.hardtanh(x_46, 0.0, 6.0, True)
        x_46 = None
        return (x_47,)
