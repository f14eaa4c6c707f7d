import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_25: torch.Tensor, key_25: torch.Tensor, value_24: torch.Tensor):
        attn_output_97 = torch._C._nn.scaled_dot_product_attention(query_25, key_25, value_24, attn_mask=None, dropout_p=0.0, scale=0.125, is_causal=False)
        transpose_103 = attn_output_97.transpose(1, 2)
        attn_output_97 = None
        attn_output_98 = transpose_103.contiguous()
        transpose_103 = None
        return (attn_output_98,)
