import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_64: torch.Tensor, key_64: torch.Tensor, value_32: torch.Tensor):
        attn_output_160 = torch._C._nn.scaled_dot_product_attention(query_64, key_64, value_32, attn_mask=None, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_161 = attn_output_160.reshape(1, -1, 8, 32)
        attn_output_160 = None
        transpose_134 = attn_output_161.transpose(1, 2)
        attn_output_161 = None
        attn_output_162 = transpose_134.contiguous()
        transpose_134 = None
        return (attn_output_162,)
