import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(layer_norm, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_)
        view = linear.view(1, -1, 4, 8)
        linear = None
        query_layer = view.transpose(1, 2)
        view = None
        return (query_layer,)
