import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_25: torch.Tensor, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_6: torch.Tensor):
        linear_38 = torch._C._nn.linear(layer_norm_25, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_weight_, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_bias_)
        hidden_states_98 = linear_38.view((1, 49, 8, 32))
        linear_38 = None
        value_layer_6 = hidden_states_98.permute(0, 2, 1, 3)
        hidden_states_98 = None
        transpose_28 = key_layer_6.transpose(-1, -2)
        return (transpose_28, value_layer_6)
