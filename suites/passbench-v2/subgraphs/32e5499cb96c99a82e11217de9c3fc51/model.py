import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_3: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(embeddings_3, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_)
        view_16 = linear_1.view((1, -1, 12, 64))
        linear_1 = None
        return (view_16,)
