import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_1: torch.Tensor, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape = attn_output_1.reshape(1, 197, -1)
        attn_output_2 = reshape.contiguous()
        reshape = None
        attn_output_3 = torch._C._nn.linear(attn_output_2, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_2 = None
        return (attn_output_3,)
