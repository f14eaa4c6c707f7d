import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_427: torch.Tensor, L_self_modules_head_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_428 = x_427.flatten(1, -1)
        x_429 = torch.nn.functional.dropout(x_428, 0.0, False, False)
        x_428 = None
        x_430 = torch._C._nn.linear(x_429, L_self_modules_head_modules_fc_parameters_weight_, L_self_modules_head_modules_fc_parameters_bias_)
        x_429 = None
        return (x_430,)
