import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_24: torch.Tensor, L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_7: torch.Tensor):
        linear_44 = torch._C._nn.linear(layer_norm_24, L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_bias_)
        hidden_states_106 = linear_44.view((1, 50, 8, 64))
        linear_44 = None
        value_layer_7 = hidden_states_106.permute(0, 2, 1, 3)
        hidden_states_106 = None
        transpose_11 = key_layer_7.transpose(-1, -2)
        return (transpose_11, value_layer_7)
