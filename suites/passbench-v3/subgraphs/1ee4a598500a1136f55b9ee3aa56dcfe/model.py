import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_43: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_44 = attn_output_43.reshape(1, 1, 6, 128)
        attn_output_45 = torch._C._nn.linear(attn_output_44, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_bias_)
        attn_output_44 = None
        return (attn_output_45,)
