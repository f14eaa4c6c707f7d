import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_187: torch.Tensor, hidden_states_192: torch.Tensor, L_self_modules_decoder_modules_layernorm_embedding_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layernorm_embedding_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_193 = hidden_states_187 + hidden_states_192
        hidden_states_194 = torch.nn.functional.layer_norm(hidden_states_193, (1024,), L_self_modules_decoder_modules_layernorm_embedding_parameters_weight_, L_self_modules_decoder_modules_layernorm_embedding_parameters_bias_, 1e-05)
        hidden_states_193 = None
        return (hidden_states_194,)
