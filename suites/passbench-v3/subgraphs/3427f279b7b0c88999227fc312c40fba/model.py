import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_3: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_7 = torch._C._nn.linear(layer_norm_3, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_)
        transpose_3 = hidden_states_7.transpose(1, 2)
        hidden_states_7 = None
        hidden_states_8 = transpose_3.view(1, 256, 56, 56)
        transpose_3 = None
        return (hidden_states_8,)
