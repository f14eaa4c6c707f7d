import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_294: torch.Tensor, L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_16 = torch.conv_transpose1d(hidden_states_294, L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_weight_, L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_bias_, (4,), (2,), (0,), 1, (1,))
        hidden_states_295 = hidden_state_16.reshape(1, 128, -1)
        return (hidden_states_295, hidden_state_16)
