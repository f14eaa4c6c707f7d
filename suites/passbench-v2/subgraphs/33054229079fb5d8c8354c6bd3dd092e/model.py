import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_18: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_1: torch.Tensor):
        linear_8 = torch._C._nn.linear(hidden_states_18, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_bias_)
        view_7 = linear_8.view((1, 49, -1, 32))
        linear_8 = None
        value_layer_1 = view_7.transpose(1, 2)
        view_7 = None
        transpose_10 = key_layer_1.transpose(-1, -2)
        return (transpose_10, value_layer_1)
