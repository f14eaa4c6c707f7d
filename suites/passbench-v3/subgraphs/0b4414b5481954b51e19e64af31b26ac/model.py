import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_19: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(hidden_states_19, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_key_parameters_bias_)
        hidden_states_20 = linear_7.view((1, 49, 1, 64))
        linear_7 = None
        key_layer_1 = hidden_states_20.permute(0, 2, 1, 3)
        hidden_states_20 = None
        return (key_layer_1,)
