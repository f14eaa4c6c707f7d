import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_9: torch.Tensor, key_7: torch.Tensor, value_7: torch.Tensor):
        attn_output_15 = torch._C._nn.scaled_dot_product_attention(query_9, key_7, value_7, attn_mask=None, dropout_p=0.0, scale=0.10206207261596575, is_causal=False)
        attn_output_16 = attn_output_15.reshape(49, -1, 4, 96)
        attn_output_15 = None
        transpose_19 = attn_output_16.transpose(1, 2)
        attn_output_16 = None
        attn_output_17 = transpose_19.contiguous()
        transpose_19 = None
        return (attn_output_17,)
