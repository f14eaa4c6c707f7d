import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_43: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_44 = torch._C._nn.linear(hidden_states_43, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_)
        transpose_24 = hidden_states_44.transpose(1, 2)
        hidden_states_44 = None
        hidden_states_45 = transpose_24.view(1, 256, 28, 28)
        transpose_24 = None
        return (hidden_states_45,)
