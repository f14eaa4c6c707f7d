import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_1: torch.Tensor, key_layer_1: torch.Tensor, value_layer_1: torch.Tensor, attention_mask_3: torch.Tensor):
        attn_output_4 = torch._C._nn.scaled_dot_product_attention(query_layer_1, key_layer_1, value_layer_1, attn_mask=attention_mask_3, dropout_p=0.0, scale=0.125, is_causal=False)
        attn_output_5 = attn_output_4.reshape(1, -1, 128, 64)
        attn_output_4 = None
        transpose_10 = attn_output_5.transpose(1, 2)
        attn_output_5 = None
        attn_output_6 = transpose_10.contiguous()
        transpose_10 = None
        return (attn_output_6,)
