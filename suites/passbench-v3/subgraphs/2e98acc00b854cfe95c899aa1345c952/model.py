import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_209: torch.Tensor, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_10 = torch.conv1d(hidden_states_209, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_weight_, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_bias_, (4,), (2,), (1,), 1)
        hidden_states_210 = hidden_state_10.reshape(1, 512, -1)
        return (hidden_states_210, hidden_state_10)
