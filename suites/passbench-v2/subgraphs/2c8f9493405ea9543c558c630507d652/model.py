import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_64: torch.Tensor, key_64: torch.Tensor, value_32: torch.Tensor):
        attn_output_280 = torch._C._nn.scaled_dot_product_attention(query_64, key_64, value_32, attn_mask=None, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_281 = attn_output_280.reshape(1, -1, 5184, 32)
        attn_output_280 = None
        transpose_230 = attn_output_281.transpose(1, 2)
        attn_output_281 = None
        attn_output_282 = transpose_230.contiguous()
        transpose_230 = None
        return (attn_output_282,)
