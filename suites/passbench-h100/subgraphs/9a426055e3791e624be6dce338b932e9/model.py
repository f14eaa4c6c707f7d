import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, transpose: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_: torch.Tensor):
        attention_scores = torch.matmul(query_layer, transpose)
        relations_keys = L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_[(slice(None, 45, None), slice(None, 45, None), slice(None, None, None))]
        query_layer_t = query_layer.permute(2, 0, 1, 3)
        return (query_layer_t, relations_keys, attention_scores)
