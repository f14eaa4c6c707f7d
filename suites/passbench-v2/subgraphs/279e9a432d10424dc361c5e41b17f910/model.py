import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_6: torch.Tensor, key_5: torch.Tensor, value_5: torch.Tensor):
        attn_output_10 = torch._C._nn.scaled_dot_product_attention(query_6, key_5, value_5, attn_mask=None, dropout_p=0.0, scale=0.10206207261596575, is_causal=False)
        attn_output_11 = attn_output_10.reshape(1024, -1, 16, 96)
        attn_output_10 = None
        transpose_14 = attn_output_11.transpose(1, 2)
        attn_output_11 = None
        attn_output_12 = transpose_14.contiguous()
        transpose_14 = None
        return (attn_output_12,)
