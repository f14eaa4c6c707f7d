import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_7: torch.Tensor, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_8 = torch._C._nn.linear(hidden_states_7, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_)
        transpose_7 = hidden_states_8.transpose(1, 2)
        hidden_states_8 = None
        hidden_states_9 = transpose_7.view(1, 128, 56, 56)
        transpose_7 = None
        return (hidden_states_9,)
