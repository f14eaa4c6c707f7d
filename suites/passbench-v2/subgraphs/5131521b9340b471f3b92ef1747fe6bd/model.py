import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_62: torch.Tensor, L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_3 = torch.conv1d(hidden_states_62, L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_weight_, L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_bias_, (8,), (4,), (1,), 1)
        hidden_states_63 = hidden_state_3.reshape(1, 512, -1)
        return (hidden_states_63, hidden_state_3)
