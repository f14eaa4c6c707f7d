import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_104: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_105 = torch._C._nn.linear(hidden_states_104, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_bias_)
        hidden_states_106 = torch.nn.functional.dropout(hidden_states_105, 0.1, False, False)
        hidden_states_105 = None
        return (hidden_states_106,)
