import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, key_layer: torch.Tensor, value_layer: torch.Tensor, extended_attention_mask: torch.Tensor):
        attention_output = torch._C._nn.scaled_dot_product_attention(query=query_layer, key=key_layer, value=value_layer, attn_mask=extended_attention_mask, dropout_p=0.0, is_causal=False)
        attention_output_1 = attention_output.transpose(1, 2)
        attention_output = None
        attention_output_2 = attention_output_1.reshape(1, 17, 768)
        attention_output_1 = None
        return (attention_output_2,)
