import torch


class GraphModule(torch.nn.Module):
    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, attention_mask: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query, key, value, attn_mask=attention_mask, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_3 = attn_output.transpose(1, 2)
        attn_output = None
        attn_output_1 = transpose_3.contiguous()
        transpose_3 = None
        return (attn_output_1,)
