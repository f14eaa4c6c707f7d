import torch


class GraphModule(torch.nn.Module):
    def forward(self, queries_24: torch.Tensor, keys_24: torch.Tensor, values_24: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_123 = torch._C._nn.scaled_dot_product_attention(queries_24, keys_24, values_24, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.08838834764831845, is_causal=False)
        attn_output_124 = attn_output_123.reshape(1, -1, 77, 128)
        attn_output_123 = None
        transpose_101 = attn_output_124.transpose(1, 2)
        attn_output_124 = None
        attn_output_125 = transpose_101.contiguous()
        transpose_101 = None
        return (attn_output_125,)
