import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_7: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_3 = attn_output_7.reshape(1, 1024, -1)
        attn_output_8 = reshape_3.contiguous()
        reshape_3 = None
        attn_output_9 = torch._C._nn.linear(attn_output_8, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_8 = None
        return (attn_output_9,)
