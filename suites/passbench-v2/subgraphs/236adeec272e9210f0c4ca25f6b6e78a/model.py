import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_13: torch.Tensor, key_13: torch.Tensor, value_12: torch.Tensor):
        attn_output_49 = torch._C._nn.scaled_dot_product_attention(query_13, key_13, value_12, attn_mask=None, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_55 = attn_output_49.transpose(1, 2)
        attn_output_49 = None
        attn_output_50 = transpose_55.contiguous()
        transpose_55 = None
        return (attn_output_50,)
