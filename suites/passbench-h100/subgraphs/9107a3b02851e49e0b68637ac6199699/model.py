import torch


class GraphModule(torch.nn.Module):
    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_6 = attn_output.transpose(1, 2)
        attn_output = None
        attn_output_1 = transpose_6.contiguous()
        transpose_6 = None
        reshape = attn_output_1.reshape(1, 249, -1)
        attn_output_1 = None
        attn_output_2 = reshape.contiguous()
        reshape = None
        return (attn_output_2,)
