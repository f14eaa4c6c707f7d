import torch


class GraphModule(torch.nn.Module):
    def forward(self, word_layer_output_10: torch.Tensor, L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_bias_: torch.nn.parameter.Parameter, key_layer_11: torch.Tensor):
        linear_68 = torch._C._nn.linear(word_layer_output_10, L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_weight_, L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_bias_)
        x_35 = linear_68.view(1, 11, 12, 64)
        linear_68 = None
        query_layer_11 = x_35.permute(0, 2, 1, 3)
        x_35 = None
        transpose_11 = key_layer_11.transpose(-1, -2)
        return (query_layer_11, transpose_11)
