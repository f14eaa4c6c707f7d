import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_1: torch.Tensor):
        linear_8 = torch._C._nn.linear(layer_norm_2, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_)
        view_6 = linear_8.view((1, 185, -1, 64))
        linear_8 = None
        value_layer_1 = view_6.transpose(1, 2)
        view_6 = None
        transpose_7 = key_layer_1.transpose(-1, -2)
        return (transpose_7, value_layer_1)
