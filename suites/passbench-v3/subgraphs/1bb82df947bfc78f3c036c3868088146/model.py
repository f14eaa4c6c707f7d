import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_6: torch.Tensor, L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_attention_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_19 = torch._C._nn.linear(layer_norm_6, L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_attention_modules_key_parameters_weight_, None)
        view_13 = linear_19.view(1, -1, 4, 8)
        linear_19 = None
        return (view_13,)
