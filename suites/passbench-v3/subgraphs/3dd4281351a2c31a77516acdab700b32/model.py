import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_11: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_39 = torch._C._nn.linear(layer_norm_11, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_bias_)
        transpose_18 = hidden_states_39.transpose(1, 2)
        hidden_states_39 = None
        hidden_states_40 = transpose_18.view(1, 128, 8, 8)
        transpose_18 = None
        return (hidden_states_40,)
