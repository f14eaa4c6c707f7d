import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_1 = hidden_states_1.reshape(1, 32, -1)
        hidden_states_2 = reshape_1.permute(0, 2, 1)
        reshape_1 = None
        hidden_states_3 = torch.nn.functional.layer_norm(hidden_states_2, (32,), L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_2 = None
        return (hidden_states_3,)
