import torch


class GraphModule(torch.nn.Module):
    def forward(self, ln_outputs: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_1: torch.Tensor):
        value_layer = torch._C._nn.linear(ln_outputs, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        view_2 = value_layer.view(1, -1, 12, 64)
        value_layer = None
        value_layer_1 = view_2.transpose(1, 2)
        view_2 = None
        transpose_3 = key_layer_1.transpose(-1, -2)
        return (transpose_3, value_layer_1)
