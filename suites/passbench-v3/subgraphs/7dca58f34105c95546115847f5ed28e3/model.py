import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_104: torch.Tensor, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_96: torch.Tensor):
        x_105 = torch.nn.functional.batch_norm(x_104, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_106 = x_105 + x_96
        x_105 = None
        x_107 = torch.nn.functional.relu(x_106, inplace=False)
        x_106 = None
        return (x_107,)
