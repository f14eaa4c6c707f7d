import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_7: torch.Tensor, key_7: torch.Tensor, value_7: torch.Tensor, attention_mask_8: torch.Tensor):
        attn_output_28 = torch._C._nn.scaled_dot_product_attention(query_7, key_7, value_7, attn_mask=attention_mask_8, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_31 = attn_output_28.transpose(1, 2)
        attn_output_28 = None
        attn_output_29 = transpose_31.contiguous()
        transpose_31 = None
        return (attn_output_29,)
