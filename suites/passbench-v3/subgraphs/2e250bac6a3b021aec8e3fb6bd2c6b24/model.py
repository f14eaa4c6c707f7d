import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_66: torch.Tensor, key_66: torch.Tensor, value_33: torch.Tensor):
        attn_output_165 = torch._C._nn.scaled_dot_product_attention(query_66, key_66, value_33, attn_mask=None, dropout_p=0.0, scale=0.25, is_causal=False)
        attn_output_166 = attn_output_165.reshape(1, -1, 8, 16)
        attn_output_165 = None
        transpose_138 = attn_output_166.transpose(1, 2)
        attn_output_166 = None
        attn_output_167 = transpose_138.contiguous()
        transpose_138 = None
        return (attn_output_167,)
