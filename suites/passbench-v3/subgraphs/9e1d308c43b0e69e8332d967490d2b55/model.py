import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_147: torch.Tensor, L_self_modules_head_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_148 = x_147.flatten(1, -1)
        x_149 = torch.nn.functional.dropout(x_148, 0.0, False, False)
        x_148 = None
        x_150 = torch._C._nn.linear(x_149, L_self_modules_head_modules_fc_parameters_weight_, L_self_modules_head_modules_fc_parameters_bias_)
        x_149 = None
        return (x_150,)
