import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_27: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_28 = attn_output_27.reshape(1, 14, 14, -1)
        attn_output_29 = torch._C._nn.linear(attn_output_28, L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_)
        attn_output_28 = None
        return (attn_output_29,)
