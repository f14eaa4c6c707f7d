import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_5: torch.Tensor, key_layer_5: torch.Tensor, value_layer_5: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_35 = torch._C._nn.scaled_dot_product_attention(query_layer_5, key_layer_5, value_layer_5, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.125, is_causal=False)
        attn_output_36 = attn_output_35.reshape(1, -1, 128, 64)
        attn_output_35 = None
        return (attn_output_36,)
