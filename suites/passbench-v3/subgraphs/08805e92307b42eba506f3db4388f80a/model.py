import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_windows: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states_windows, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_bias_)
        view_5 = linear_1.view((64, 49, -1, 32))
        linear_1 = None
        key_layer = view_5.transpose(1, 2)
        view_5 = None
        return (key_layer,)
