import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states: torch.Tensor, key_states: torch.Tensor, value_states: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query_states, key_states, value_states, attn_mask=None, dropout_p=0.0, scale=0.125, is_causal=False)
        attn_output_1 = attn_output.reshape(1, -1, 196, 64)
        attn_output = None
        transpose_4 = attn_output_1.transpose(1, 2)
        attn_output_1 = None
        attn_output_2 = transpose_4.contiguous()
        transpose_4 = None
        return (attn_output_2,)
