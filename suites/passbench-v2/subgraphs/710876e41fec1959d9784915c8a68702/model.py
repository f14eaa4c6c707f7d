import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_17: torch.Tensor, key_states_9: torch.Tensor, value_states_3: torch.Tensor):
        attn_output_24 = torch._C._nn.scaled_dot_product_attention(query_states_17, key_states_9, value_states_3, attn_mask=None, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_25 = attn_output_24.reshape(2, -1, 49, 32)
        attn_output_24 = None
        transpose_15 = attn_output_25.transpose(1, 2)
        attn_output_25 = None
        attn_output_26 = transpose_15.contiguous()
        transpose_15 = None
        return (attn_output_26,)
