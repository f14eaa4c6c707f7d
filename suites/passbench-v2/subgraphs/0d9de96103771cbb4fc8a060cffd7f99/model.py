import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_features_1: torch.Tensor, L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer: torch.Tensor):
        linear_8 = torch._C._nn.linear(text_features_1, L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_weight_, L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_bias_)
        view_12 = linear_8.view(1, -1, 4, 64)
        linear_8 = None
        value_layer = view_12.transpose(1, 2)
        view_12 = None
        transpose_11 = key_layer.transpose(-1, -2)
        return (transpose_11, value_layer)
