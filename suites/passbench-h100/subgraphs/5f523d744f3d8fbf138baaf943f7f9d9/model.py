import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, mixed_query_layer: torch.Tensor, key_layer: torch.Tensor):
        linear_2 = torch._C._nn.linear(embeddings_2, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_bias_)
        x_1 = linear_2.view((1, 15, 4, 8))
        linear_2 = None
        value_layer = x_1.permute(0, 2, 1, 3)
        x_1 = None
        x_2 = mixed_query_layer.view((1, 15, 4, 8))
        query_layer = x_2.permute(0, 2, 1, 3)
        x_2 = None
        transpose = key_layer.transpose(-1, -2)
        return (query_layer, transpose, value_layer)
