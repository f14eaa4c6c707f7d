import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_18: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_1: torch.Tensor):
        linear_8 = torch._C._nn.linear(hidden_states_18, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_)
        hidden_states_20 = linear_8.view((1, 49, 1, 32))
        linear_8 = None
        value_layer_1 = hidden_states_20.permute(0, 2, 1, 3)
        hidden_states_20 = None
        transpose_5 = key_layer_1.transpose(-1, -2)
        return (transpose_5, value_layer_1)
