import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor, hidden_states_10: torch.Tensor, L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_11 = hidden_states_9 + hidden_states_10
        hidden_states_12 = torch.nn.functional.layer_norm(hidden_states_11, (384,), L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_11 = None
        return (hidden_states_12,)
