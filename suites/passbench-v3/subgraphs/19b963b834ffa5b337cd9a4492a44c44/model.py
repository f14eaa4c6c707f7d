import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_45: torch.Tensor, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_: torch.nn.parameter.Parameter, x_38: torch.Tensor):
        x_46 = torch.nn.functional.batch_norm(x_45, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_, L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_47 = x_46 + x_38
        x_46 = None
        x_48 = torch.nn.functional.relu(x_47, inplace=False)
        x_47 = None
        return (x_48,)
