import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_18: torch.Tensor, L_self_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_19 = x_18.flatten(start_dim=1)
        x_20 = torch._C._nn.linear(x_19, L_self_modules_fc_parameters_weight_, L_self_modules_fc_parameters_bias_)
        x_19 = None
        return (x_20,)
