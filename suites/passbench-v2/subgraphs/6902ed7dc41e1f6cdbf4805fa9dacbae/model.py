import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_282: torch.Tensor, L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_115 = attn_output_282.reshape(1, 5184, 256)
        attn_output_283 = reshape_115.contiguous()
        reshape_115 = None
        attn_output_284 = torch._C._nn.linear(attn_output_283, L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_, L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_)
        attn_output_283 = None
        dropout_65 = torch.nn.functional.dropout(attn_output_284, 0.1, False, False)
        attn_output_284 = None
        return (dropout_65,)
