import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_28: torch.Tensor, key_28: torch.Tensor, value_27: torch.Tensor):
        attn_output_41 = torch._C._nn.scaled_dot_product_attention(query_28, key_28, value_27, attn_mask=None, dropout_p=0.0, scale=0.25, is_causal=False)
        attn_output_42 = attn_output_41.reshape(1, -1, 5, 16)
        attn_output_41 = None
        transpose_33 = attn_output_42.transpose(1, 2)
        attn_output_42 = None
        attn_output_43 = transpose_33.contiguous()
        transpose_33 = None
        return (attn_output_43,)
