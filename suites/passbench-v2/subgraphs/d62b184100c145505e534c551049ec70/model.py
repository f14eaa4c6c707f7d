import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_315: torch.Tensor, L_self_modules_acoustic_decoder_modules_block_modules_3_modules_conv_t1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_decoder_modules_block_modules_3_modules_conv_t1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_17 = torch.conv_transpose1d(hidden_states_315, L_self_modules_acoustic_decoder_modules_block_modules_3_modules_conv_t1_parameters_weight_, L_self_modules_acoustic_decoder_modules_block_modules_3_modules_conv_t1_parameters_bias_, (2,), (1,), (0,), 1, (1,))
        hidden_states_316 = hidden_state_17.reshape(1, 64, -1)
        return (hidden_states_316, hidden_state_17)
