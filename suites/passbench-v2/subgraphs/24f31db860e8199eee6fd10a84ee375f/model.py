import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, queries_4: torch.Tensor, attn_output_179: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter, point_embeddings: torch.Tensor):
        queries_5 = queries_4 + attn_output_179
        queries_6 = torch.nn.functional.layer_norm(queries_5, (256,), L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_bias_, 1e-05)
        queries_5 = None
        query_71 = queries_6 + point_embeddings
        return (query_71, queries_6)
