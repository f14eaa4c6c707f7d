import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_50: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_3: torch.Tensor):
        linear_20 = torch._C._nn.linear(hidden_states_50, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_)
        hidden_states_52 = linear_20.view((1, 49, 2, 32))
        linear_20 = None
        value_layer_3 = hidden_states_52.permute(0, 2, 1, 3)
        hidden_states_52 = None
        transpose_14 = key_layer_3.transpose(-1, -2)
        return (transpose_14, value_layer_3)
