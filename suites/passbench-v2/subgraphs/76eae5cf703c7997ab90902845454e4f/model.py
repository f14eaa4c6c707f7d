import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_2: torch.Tensor, embedding_output_2: torch.Tensor, L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states = context_layer_2 + embedding_output_2
        layer_norm_1 = torch.nn.functional.layer_norm(hidden_states, (768,), L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_weight_, L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_bias_, 1e-05)
        return (layer_norm_1, hidden_states)
