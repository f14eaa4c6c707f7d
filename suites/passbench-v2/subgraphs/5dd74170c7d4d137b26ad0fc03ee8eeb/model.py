import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_14: torch.Tensor, L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter):
        x_15 = torch._C._nn.linear(x_14, L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_, None)
        x_16 = torch.nn.functional.dropout(x_15, 0.0, False, False)
        x_15 = None
        return (x_16,)
