import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_242: torch.Tensor, L_self_modules_head_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_modules_fc_parameters_bias_: torch.nn.parameter.Parameter):
        x_243 = x_242.flatten(1, -1)
        x_244 = torch.nn.functional.dropout(x_243, 0.0, False, False)
        x_243 = None
        x_245 = torch._C._nn.linear(x_244, L_self_modules_head_modules_fc_parameters_weight_, L_self_modules_head_modules_fc_parameters_bias_)
        x_244 = None
        return (x_245,)
