import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_252: torch.Tensor, L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_14 = torch.conv_transpose1d(hidden_states_252, L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_, L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_, (8,), (4,), (0,), 1, (1,))
        hidden_states_253 = hidden_state_14.reshape(1, 512, -1)
        return (hidden_states_253, hidden_state_14)
