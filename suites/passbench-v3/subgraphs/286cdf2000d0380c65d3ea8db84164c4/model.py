import torch


class GraphModule(torch.nn.Module):
    def forward(self, target_1: torch.Tensor, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_39 = torch._C._nn.linear(target_1, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_32 = linear_39.view(1, -1, 8, 32)
        linear_39 = None
        transpose_27 = view_32.transpose(1, 2)
        view_32 = None
        return (transpose_27,)
