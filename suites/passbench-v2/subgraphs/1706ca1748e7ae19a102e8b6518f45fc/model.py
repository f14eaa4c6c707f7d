import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_89: torch.Tensor, L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_7 = torch.conv_transpose1d(hidden_states_89, L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_, L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_, (8,), (4,), (0,), 1, (1,))
        hidden_states_90 = hidden_state_7.reshape(1, 768, -1)
        return (hidden_states_90, hidden_state_7)
