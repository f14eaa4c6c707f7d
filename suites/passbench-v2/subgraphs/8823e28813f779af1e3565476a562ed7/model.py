import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_1: torch.Tensor, L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        x_7 = transpose_1.reshape(1, 197, 384)
        x_8 = torch._C._nn.linear(x_7, L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_, L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_)
        x_7 = None
        x_9 = torch.nn.functional.dropout(x_8, 0.0, False, False)
        x_8 = None
        return (x_9,)
