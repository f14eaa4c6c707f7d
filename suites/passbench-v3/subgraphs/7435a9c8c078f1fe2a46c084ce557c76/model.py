import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(layer_norm_2, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_weight_, None)
        view_5 = linear_7.view(1, -1, 4, 8)
        linear_7 = None
        key_layer_1 = view_5.transpose(1, 2)
        view_5 = None
        return (key_layer_1,)
