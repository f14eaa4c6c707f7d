import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_windows_2: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter):
        linear_15 = torch._C._nn.linear(hidden_states_windows_2, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        view_41 = linear_15.view((16, 49, -1, 32))
        linear_15 = None
        return (view_41,)
