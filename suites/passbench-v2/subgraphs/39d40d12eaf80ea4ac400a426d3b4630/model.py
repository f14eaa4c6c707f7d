import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_13: torch.Tensor, key_11: torch.Tensor, value_11: torch.Tensor):
        attn_output_25 = torch._C._nn.scaled_dot_product_attention(query_13, key_11, value_11, attn_mask=None, dropout_p=0.0, scale=0.10206207261596575, is_causal=False)
        attn_output_26 = attn_output_25.reshape(1, -1, 4096, 96)
        attn_output_25 = None
        transpose_29 = attn_output_26.transpose(1, 2)
        attn_output_26 = None
        attn_output_27 = transpose_29.contiguous()
        transpose_29 = None
        return (attn_output_27,)
