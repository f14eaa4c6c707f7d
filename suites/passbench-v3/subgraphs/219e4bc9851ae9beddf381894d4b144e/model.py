import torch


class GraphModule(torch.nn.Module):
    def forward(self, contiguous: torch.Tensor, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_bias_: torch.nn.parameter.Parameter):
        windows = contiguous.reshape(-1, 14, 14, 768)
        linear = torch._C._nn.linear(windows, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_weight_, L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_bias_)
        windows = None
        return (linear,)
