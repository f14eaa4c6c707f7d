import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_167: torch.Tensor, L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_8 = torch.conv1d(hidden_states_167, L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_weight_, L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_bias_, (8,), (4,), (1,), 1)
        hidden_states_168 = hidden_state_8.reshape(1, 128, -1)
        return (hidden_states_168, hidden_state_8)
