import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_19: torch.Tensor, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        x_20 = torch._C._nn.linear(x_19, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_)
        x_21 = torch.nn.functional.dropout(x_20, 0.0, False, False)
        x_20 = None
        return (x_21,)
