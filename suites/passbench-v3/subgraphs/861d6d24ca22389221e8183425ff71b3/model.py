import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_125: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_53 = attn_output_125.reshape(1, 77, -1)
        attn_output_126 = reshape_53.contiguous()
        reshape_53 = None
        attn_output_127 = torch._C._nn.linear(attn_output_126, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_, None)
        attn_output_126 = None
        return (attn_output_127,)
