import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_11: torch.Tensor, key_9: torch.Tensor, value_9: torch.Tensor):
        attn_output_20 = torch._C._nn.scaled_dot_product_attention(query_11, key_9, value_9, attn_mask=None, dropout_p=0.0, scale=0.10206207261596575, is_causal=False)
        attn_output_21 = attn_output_20.reshape(1, -1, 196, 96)
        attn_output_20 = None
        transpose_24 = attn_output_21.transpose(1, 2)
        attn_output_21 = None
        attn_output_22 = transpose_24.contiguous()
        transpose_24 = None
        return (attn_output_22,)
