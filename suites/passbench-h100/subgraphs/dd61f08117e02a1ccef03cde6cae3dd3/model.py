import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_1: torch.Tensor, value_layer: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_: torch.Tensor):
        context_layer = torch.matmul(attention_probs_1, value_layer)
        relations_values = L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_[(slice(None, 45, None), slice(None, 45, None), slice(None, None, None))]
        attention_probs_t = attention_probs_1.permute(2, 0, 1, 3)
        contiguous_1 = attention_probs_t.contiguous()
        attention_probs_t = None
        attentions_probs_r = contiguous_1.view(45, 4, 45)
        contiguous_1 = None
        return (attentions_probs_r, relations_values, context_layer)
