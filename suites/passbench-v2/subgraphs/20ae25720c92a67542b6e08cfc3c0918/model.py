import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_82: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_5: torch.Tensor):
        linear_32 = torch._C._nn.linear(hidden_states_82, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_)
        hidden_states_84 = linear_32.view((1, 49, 5, 32))
        linear_32 = None
        value_layer_5 = hidden_states_84.permute(0, 2, 1, 3)
        hidden_states_84 = None
        transpose_23 = key_layer_5.transpose(-1, -2)
        return (transpose_23, value_layer_5)
