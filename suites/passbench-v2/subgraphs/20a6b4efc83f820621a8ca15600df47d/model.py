import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_17: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_9 = attn_output_17.reshape(16, 49, -1)
        attn_output_18 = reshape_9.contiguous()
        reshape_9 = None
        attn_output_19 = torch._C._nn.linear(attn_output_18, L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_weight_, L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_bias_)
        attn_output_18 = None
        attention_output_3 = torch.nn.functional.dropout(attn_output_19, 0.0, False, False)
        attn_output_19 = None
        return (attention_output_3,)
