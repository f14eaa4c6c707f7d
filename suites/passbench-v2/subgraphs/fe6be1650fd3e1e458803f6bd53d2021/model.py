import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_152: torch.Tensor, L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_10 = torch.conv_transpose1d(hidden_states_152, L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_weight_, L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_bias_, (2,), (1,), (0,), 1, (1,))
        hidden_states_153 = hidden_state_10.reshape(1, 96, -1)
        return (hidden_states_153, hidden_state_10)
