import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, key_layer: torch.Tensor, value_layer: torch.Tensor, extended_attention_mask: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query_layer, key_layer, value_layer, attn_mask=extended_attention_mask, dropout_p=0.0, is_causal=False)
        attn_output_1 = attn_output.transpose(1, 2)
        attn_output = None
        return (attn_output_1,)
