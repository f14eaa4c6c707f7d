import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm: torch.Tensor, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(layer_norm, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_, None)
        view_1 = linear_1.view(1, -1, 12, 64)
        linear_1 = None
        value_layer = view_1.transpose(1, 2)
        view_1 = None
        return (value_layer,)
