import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_300: torch.Tensor, L_self_modules_head_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_parameters_bias_: torch.nn.parameter.Parameter):
        x_301 = x_300.flatten(1, -1)
        x_302 = torch._C._nn.linear(x_301, L_self_modules_head_parameters_weight_, L_self_modules_head_parameters_bias_)
        x_301 = None
        return (x_302,)
