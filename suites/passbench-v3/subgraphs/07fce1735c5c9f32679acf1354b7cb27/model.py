import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_1 = torch.nn.functional.batch_norm(x, L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_, L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_, L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_, L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_2 = torch.nn.functional.silu(x_1, inplace=True)
        x_1 = None
        return (x_2,)
