import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_14: torch.Tensor, L_self_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_15 = x_14.flatten(start_dim=1)
        x_16 = torch._C._nn.linear(x_15, L_self_modules_fc_parameters_weight_, L_self_modules_fc_parameters_bias_)
        x_15 = None
        return (x_16,)
