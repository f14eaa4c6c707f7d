import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_67: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_25 = torch._C._nn.linear(hidden_states_67, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_weight_, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_bias_)
        hidden_states_68 = linear_25.view((1, 49, 5, 32))
        linear_25 = None
        key_layer_4 = hidden_states_68.permute(0, 2, 1, 3)
        hidden_states_68 = None
        return (key_layer_4,)
