import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_105: torch.Tensor, hidden_states_106: torch.Tensor, L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_107 = hidden_states_105 + hidden_states_106
        hidden_states_108 = torch.nn.functional.layer_norm(hidden_states_107, (384,), L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_107 = None
        return (hidden_states_108,)
