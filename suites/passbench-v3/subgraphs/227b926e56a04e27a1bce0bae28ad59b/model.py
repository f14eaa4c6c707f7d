import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_12: torch.Tensor, L_self_modules_language_model_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_11 = attn_output_12.reshape(1, 128, -1)
        attn_output_13 = reshape_11.contiguous()
        reshape_11 = None
        attn_output_14 = torch._C._nn.linear(attn_output_13, L_self_modules_language_model_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_, None)
        attn_output_13 = None
        return (attn_output_14,)
