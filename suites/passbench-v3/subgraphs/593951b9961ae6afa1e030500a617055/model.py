import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_111: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_112 = torch._C._nn.linear(hidden_states_111, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_)
        transpose_56 = hidden_states_112.transpose(1, 2)
        hidden_states_112 = None
        hidden_states_113 = transpose_56.view(1, 1024, 7, 7)
        transpose_56 = None
        return (hidden_states_113,)
