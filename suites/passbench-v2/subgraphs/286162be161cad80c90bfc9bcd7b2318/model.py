import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_3: torch.Tensor, key_3: torch.Tensor, value_3: torch.Tensor, attention_mask_4: torch.Tensor):
        attn_output_12 = torch._C._nn.scaled_dot_product_attention(query_3, key_3, value_3, attn_mask=attention_mask_4, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_15 = attn_output_12.transpose(1, 2)
        attn_output_12 = None
        attn_output_13 = transpose_15.contiguous()
        transpose_15 = None
        return (attn_output_13,)
