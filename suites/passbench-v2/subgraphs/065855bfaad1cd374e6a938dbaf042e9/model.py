import torch


class GraphModule(torch.nn.Module):
    def forward(self, output_16: torch.Tensor, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_bias_: torch.nn.parameter.Parameter):
        output_17 = torch._C._nn.linear(output_16, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_weight_, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_bias_)
        hidden_states_295 = torch.nn.functional.dropout(output_17, p=0.0, training=False)
        output_17 = None
        return (hidden_states_295,)
