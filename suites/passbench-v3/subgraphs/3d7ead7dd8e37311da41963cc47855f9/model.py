import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_6: torch.Tensor, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_1 = permute_6.reshape(25, 14, 14, -1)
        attn_output_2 = torch._C._nn.linear(attn_output_1, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_weight_, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_bias_)
        attn_output_1 = None
        return (attn_output_2,)
