import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_156: torch.Tensor, L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter):
        x_157 = torch.nn.functional.batch_norm(x_156, L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_mean_, L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_var_, L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_weight_, L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_bias_, False, 0.1, 1e-05)
        x_158 = torch.nn.functional.hardtanh(x_157, 0.0, 6.0, True)
        x_157 = None
        return (x_158,)
