import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_66: torch.Tensor, L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_4: torch.Tensor):
        linear_26 = torch._C._nn.linear(hidden_states_66, L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        hidden_states_68 = linear_26.view((1, 49, 5, 64))
        linear_26 = None
        value_layer_4 = hidden_states_68.permute(0, 2, 1, 3)
        hidden_states_68 = None
        transpose_7 = key_layer_4.transpose(-1, -2)
        return (transpose_7, value_layer_4)
