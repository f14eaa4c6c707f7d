import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_11: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_39 = torch._C._nn.linear(layer_norm_11, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_)
        transpose_12 = hidden_states_39.transpose(1, 2)
        hidden_states_39 = None
        hidden_states_40 = transpose_12.view(1, 512, 28, 28)
        transpose_12 = None
        return (hidden_states_40,)
