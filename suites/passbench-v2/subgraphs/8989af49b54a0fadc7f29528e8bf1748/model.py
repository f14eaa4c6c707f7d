import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_17: torch.Tensor, L_self_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_18 = x_17.flatten(start_dim=1)
        x_19 = torch._C._nn.linear(x_18, L_self_modules_fc_parameters_weight_, L_self_modules_fc_parameters_bias_)
        x_18 = None
        return (x_19,)
