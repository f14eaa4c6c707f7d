import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_77: torch.Tensor, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_76: torch.Tensor):
        x_78 = torch.nn.functional.batch_norm(x_77, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_mean_, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_var_, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_weight_, L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_79 = x_76 + x_78
        x_78 = None
        x_80 = torch.nn.functional.relu(x_79, inplace=False)
        x_79 = None
        return (x_80,)
