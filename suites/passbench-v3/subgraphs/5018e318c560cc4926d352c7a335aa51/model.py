import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_140: torch.Tensor, L_self_modules_head_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_141 = x_140.flatten(1, -1)
        x_142 = torch.nn.functional.dropout(x_141, 0.0, False, False)
        x_141 = None
        x_143 = torch._C._nn.linear(x_142, L_self_modules_head_modules_fc_parameters_weight_, L_self_modules_head_modules_fc_parameters_bias_)
        x_142 = None
        return (x_143,)
