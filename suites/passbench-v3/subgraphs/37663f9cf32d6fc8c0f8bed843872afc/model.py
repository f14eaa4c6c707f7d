import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_38: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_39 = attn_output_38.reshape(1, 1, 5, 256)
        attn_output_40 = torch._C._nn.linear(attn_output_39, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_39 = None
        return (attn_output_40,)
