import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_35: torch.Tensor, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_2: torch.Tensor):
        linear_14 = torch._C._nn.linear(hidden_states_35, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        hidden_states_37 = linear_14.view((1, 49, 2, 64))
        linear_14 = None
        value_layer_2 = hidden_states_37.permute(0, 2, 1, 3)
        hidden_states_37 = None
        transpose_4 = key_layer_2.transpose(-1, -2)
        return (transpose_4, value_layer_2)
