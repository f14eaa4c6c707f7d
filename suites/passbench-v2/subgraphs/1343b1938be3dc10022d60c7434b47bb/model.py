import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_40: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter, point_embeddings: torch.Tensor):
        queries = torch.nn.functional.layer_norm(attn_output_40, (256,), L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_bias_, 1e-06)
        query_26 = queries + point_embeddings
        return (query_26, queries)
