import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_4: torch.Tensor, L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_13 = torch._C._nn.linear(layer_norm_4, L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_, None)
        view_9 = linear_13.view((1, 197, -1, 64))
        linear_13 = None
        return (view_9,)
