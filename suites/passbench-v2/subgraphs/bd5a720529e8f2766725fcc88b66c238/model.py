import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_88: torch.Tensor, hidden_states_90: torch.Tensor, L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter, query_embed_1: torch.Tensor):
        hidden_states_91 = hidden_states_88 + hidden_states_90
        hidden_states_92 = torch.nn.functional.layer_norm(hidden_states_91, (256,), L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_91 = None
        hidden_states_93 = hidden_states_92 + query_embed_1
        return (hidden_states_93, hidden_states_92)
