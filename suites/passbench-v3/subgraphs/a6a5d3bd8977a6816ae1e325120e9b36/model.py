import torch


class GraphModule(torch.nn.Module):
    def forward(self, ln_outputs: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_: torch.nn.parameter.Parameter):
        query_layer = torch._C._nn.linear(ln_outputs, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_)
        view = query_layer.view(1, -1, 12, 64)
        query_layer = None
        query_layer_1 = view.transpose(1, 2)
        view = None
        return (query_layer_1,)
