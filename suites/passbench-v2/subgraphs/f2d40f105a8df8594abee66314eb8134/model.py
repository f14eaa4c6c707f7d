import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_8: torch.Tensor, embeddings_5: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_layer_norm_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_layer_norm_2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_38 = context_layer_8 + embeddings_5
        layer_norm_11 = torch.nn.functional.layer_norm(hidden_states_38, (64,), L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_layer_norm_2_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_layer_norm_2_parameters_bias_, 1e-06)
        return (layer_norm_11, hidden_states_38)
