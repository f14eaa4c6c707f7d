import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_50: torch.Tensor, L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_3: torch.Tensor):
        linear_20 = torch._C._nn.linear(hidden_states_50, L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_bias_)
        view_17 = linear_20.view((1, 49, -1, 32))
        linear_20 = None
        value_layer_3 = view_17.transpose(1, 2)
        view_17 = None
        transpose_23 = key_layer_3.transpose(-1, -2)
        return (transpose_23, value_layer_3)
