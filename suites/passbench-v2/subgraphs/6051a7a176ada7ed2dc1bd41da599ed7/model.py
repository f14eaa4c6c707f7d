import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_2: torch.Tensor, key_2: torch.Tensor, value_2: torch.Tensor, attention_mask_3: torch.Tensor):
        attn_output_8 = torch._C._nn.scaled_dot_product_attention(query_2, key_2, value_2, attn_mask=attention_mask_3, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_11 = attn_output_8.transpose(1, 2)
        attn_output_8 = None
        attn_output_9 = transpose_11.contiguous()
        transpose_11 = None
        return (attn_output_9,)
