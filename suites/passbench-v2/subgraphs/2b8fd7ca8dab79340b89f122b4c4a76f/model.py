import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_7: torch.Tensor, L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_: torch.nn.parameter.Parameter):
        down_proj = torch._C._nn.linear(mul_7, L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_, None)
        dropout_2 = torch.nn.functional.dropout(down_proj, 0.0, False, False)
        down_proj = None
        return (dropout_2,)
