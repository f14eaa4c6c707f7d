import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_33: torch.Tensor, L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter):
        x_34 = torch._C._nn.linear(x_33, L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_, None)
        x_35 = torch.nn.functional.dropout(x_34, 0.0, False, False)
        x_34 = None
        return (x_35,)
