import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_3: torch.Tensor, key_states_3: torch.Tensor, value_states_3: torch.Tensor, combined_mask_1: torch.Tensor):
        attn_output_15 = torch._C._nn.scaled_dot_product_attention(query_states_3, key_states_3, value_states_3, attn_mask=combined_mask_1, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_16 = attn_output_15.reshape(16, -1, 49, 32)
        attn_output_15 = None
        transpose_25 = attn_output_16.transpose(1, 2)
        attn_output_16 = None
        attn_output_17 = transpose_25.contiguous()
        transpose_25 = None
        return (attn_output_17,)
