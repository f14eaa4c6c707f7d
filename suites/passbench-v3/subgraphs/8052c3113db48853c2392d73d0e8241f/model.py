import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_1 = attn_output_2.reshape(1, 144, -1)
        attn_output_3 = reshape_1.contiguous()
        reshape_1 = None
        attn_output_4 = torch._C._nn.linear(attn_output_3, L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_, None)
        attn_output_3 = None
        return (attn_output_4,)
