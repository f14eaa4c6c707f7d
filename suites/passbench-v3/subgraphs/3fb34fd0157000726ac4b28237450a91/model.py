import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_: torch.nn.parameter.Parameter, key_layer: torch.Tensor):
        linear_2 = torch._C._nn.linear(embeddings_2, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_)
        x_2 = linear_2.view(1, 128, 12, 64)
        linear_2 = None
        query_layer = x_2.permute(0, 2, 1, 3)
        x_2 = None
        transpose = key_layer.transpose(-1, -2)
        return (query_layer, transpose)
