import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_162: torch.Tensor, L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter, x_155: torch.Tensor):
        x_163 = torch.nn.functional.batch_norm(x_162, L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_mean_, L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_var_, L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_weight_, L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        x_164 = x_163 + x_155
        x_163 = None
        return (x_164,)
