import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_1: torch.Tensor, key_1: torch.Tensor, value_1: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query_1, key_1, value_1, attn_mask=None, dropout_p=0.0, scale=0.10206207261596575, is_causal=False)
        attn_output_1 = attn_output.reshape(49, -1, 64, 96)
        attn_output = None
        transpose_4 = attn_output_1.transpose(1, 2)
        attn_output_1 = None
        attn_output_2 = transpose_4.contiguous()
        transpose_4 = None
        return (attn_output_2,)
