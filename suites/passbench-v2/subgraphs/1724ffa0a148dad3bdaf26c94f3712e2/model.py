import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_54: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_13 = attn_output_54.reshape(2, 7, 768)
        attn_output_55 = reshape_13.contiguous()
        reshape_13 = None
        attn_output_56 = torch._C._nn.linear(attn_output_55, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_55 = None
        return (attn_output_56,)
