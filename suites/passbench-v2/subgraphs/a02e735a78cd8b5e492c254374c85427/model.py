import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_8: torch.Tensor, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_9 = hidden_states_8 + embeddings_2
        layer_norm_3 = torch.nn.functional.layer_norm(hidden_states_9, (64,), L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_weight_, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_bias_, 1e-06)
        return (layer_norm_3, hidden_states_9)
