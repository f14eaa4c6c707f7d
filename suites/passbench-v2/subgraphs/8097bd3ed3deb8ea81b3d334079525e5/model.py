import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, inputs_embeds: torch.Tensor, hidden_states_243: torch.Tensor, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter, queries_embeddings: torch.Tensor):
        hidden_states_244 = inputs_embeds + hidden_states_243
        hidden_states_245 = torch.nn.functional.layer_norm(hidden_states_244, (256,), L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_244 = None
        query_input = hidden_states_245 + queries_embeddings
        return (query_input, hidden_states_245)
