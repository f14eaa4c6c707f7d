import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, key_layer: torch.Tensor, value_layer: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query_layer, key_layer, value_layer, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_1 = attn_output.reshape(1, -1, 128, 32)
        attn_output = None
        return (attn_output_1,)
