import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_68: torch.Tensor, key_68: torch.Tensor, value_34: torch.Tensor):
        attn_output_170 = torch._C._nn.scaled_dot_product_attention(query_68, key_68, value_34, attn_mask=None, dropout_p=0.0, scale=0.25, is_causal=False)
        attn_output_171 = attn_output_170.reshape(1, -1, 5184, 16)
        attn_output_170 = None
        transpose_142 = attn_output_171.transpose(1, 2)
        attn_output_171 = None
        attn_output_172 = transpose_142.contiguous()
        transpose_142 = None
        return (attn_output_172,)
