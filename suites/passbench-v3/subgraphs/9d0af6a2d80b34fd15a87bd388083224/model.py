import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_4: torch.Tensor, L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_12 = torch._C._nn.linear(layer_norm_4, L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_, L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_bias_)
        view_6 = linear_12.view(1, -1, 16, 80)
        linear_12 = None
        return (view_6,)
