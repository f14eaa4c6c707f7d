import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_4: torch.Tensor, key_3: torch.Tensor, value_3: torch.Tensor):
        attn_output_5 = torch._C._nn.scaled_dot_product_attention(query_4, key_3, value_3, attn_mask=None, dropout_p=0.0, scale=0.10206207261596575, is_causal=False)
        attn_output_6 = attn_output_5.reshape(49, -1, 16, 96)
        attn_output_5 = None
        transpose_9 = attn_output_6.transpose(1, 2)
        attn_output_6 = None
        attn_output_7 = transpose_9.contiguous()
        transpose_9 = None
        return (attn_output_7,)
