import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_231: torch.Tensor, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_bias_: torch.nn.parameter.Parameter):
        x_232 = torch.nn.functional.batch_norm(x_231, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_mean_, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_var_, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_weight_, L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_bias_, False, 0.1, 1e-05)
        x_233 = torch.nn.functional.silu(x_232, inplace=True)
        x_232 = None
        x_234 = torch.nn.functional.adaptive_avg_pool2d(x_233, 1)
        x_233 = None
        return (x_234,)
