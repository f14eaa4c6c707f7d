import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_4: torch.Tensor, key_states_4: torch.Tensor, value_states_4: torch.Tensor):
        attn_output_20 = torch._C._nn.scaled_dot_product_attention(query_states_4, key_states_4, value_states_4, attn_mask=None, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_21 = attn_output_20.reshape(1, -1, 196, 32)
        attn_output_20 = None
        transpose_40 = attn_output_21.transpose(1, 2)
        attn_output_21 = None
        attn_output_22 = transpose_40.contiguous()
        transpose_40 = None
        return (attn_output_22,)
