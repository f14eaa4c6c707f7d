import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_1: torch.Tensor, L_self_modules_ffns_modules_0_modules_lin2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_ffns_modules_0_modules_lin2_parameters_bias_: torch.nn.parameter.Parameter):
        x_2 = torch._C._nn.linear(x_1, L_self_modules_ffns_modules_0_modules_lin2_parameters_weight_, L_self_modules_ffns_modules_0_modules_lin2_parameters_bias_)
        x_3 = torch.nn.functional.dropout(x_2, p=0.1, training=False)
        x_2 = None
        return (x_3,)
