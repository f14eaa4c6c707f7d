import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_hidden_states_: torch.Tensor, dropout: torch.Tensor, L_self_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter, query_pos: torch.Tensor):
        hidden_states = L_hidden_states_ + dropout
        hidden_states_1 = torch.nn.functional.layer_norm(hidden_states, (256,), L_self_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states = None
        query_with_pos_1 = hidden_states_1 + query_pos
        return (query_with_pos_1, hidden_states_1)
