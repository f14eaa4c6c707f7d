import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_3: torch.Tensor, L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_4 = torch.nn.functional.batch_norm(x_3, L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_, L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_, L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_, L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_5 = torch.nn.functional.silu(x_4, inplace=True)
        x_4 = None
        return (x_5,)
