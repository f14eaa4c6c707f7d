import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_26: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_99 = torch._C._nn.linear(layer_norm_26, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_bias_)
        transpose_44 = hidden_states_99.transpose(1, 2)
        hidden_states_99 = None
        hidden_states_100 = transpose_44.view(1, 512, 2, 2)
        transpose_44 = None
        return (hidden_states_100,)
