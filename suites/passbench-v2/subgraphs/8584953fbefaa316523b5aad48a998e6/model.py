import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, queries_2: torch.Tensor, hidden_states_124: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_bias_: torch.nn.parameter.Parameter, point_embeddings: torch.Tensor):
        queries_3 = queries_2 + hidden_states_124
        queries_4 = torch.nn.functional.layer_norm(queries_3, (256,), L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_bias_, 1e-06)
        queries_3 = None
        query_29 = queries_4 + point_embeddings
        return (query_29, queries_4)
