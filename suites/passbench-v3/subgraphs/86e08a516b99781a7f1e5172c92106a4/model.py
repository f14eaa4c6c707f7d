import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_234: torch.Tensor, L_self_modules_head_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_235 = x_234.flatten(1, -1)
        x_236 = torch.nn.functional.dropout(x_235, 0.0, False, False)
        x_235 = None
        x_237 = torch._C._nn.linear(x_236, L_self_modules_head_modules_fc_parameters_weight_, L_self_modules_head_modules_fc_parameters_bias_)
        x_236 = None
        return (x_237,)
