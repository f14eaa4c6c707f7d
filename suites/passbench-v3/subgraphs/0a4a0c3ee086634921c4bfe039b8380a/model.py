import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_22: torch.Tensor, L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_37 = torch._C._nn.linear(layer_norm_22, L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_bias_)
        hidden_states_94 = linear_37.view((1, 50, 8, 64))
        linear_37 = None
        key_layer_6 = hidden_states_94.permute(0, 2, 1, 3)
        hidden_states_94 = None
        return (key_layer_6,)
