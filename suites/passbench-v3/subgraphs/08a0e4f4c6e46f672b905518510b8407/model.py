import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_48: torch.Tensor, L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter, x_41: torch.Tensor):
        x_49 = torch.nn.functional.batch_norm(x_48, L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_, L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_, L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_, L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        x_50 = x_49 + x_41
        x_49 = None
        return (x_50,)
