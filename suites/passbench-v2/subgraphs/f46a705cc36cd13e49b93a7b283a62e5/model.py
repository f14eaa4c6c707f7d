import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_33: torch.Tensor, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_6 = hidden_states_33.reshape(1, 64, -1)
        hidden_states_34 = reshape_6.permute(0, 2, 1)
        reshape_6 = None
        hidden_states_35 = torch.nn.functional.layer_norm(hidden_states_34, (64,), L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_, L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_34 = None
        return (hidden_states_35,)
