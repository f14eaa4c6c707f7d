import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_1: torch.Tensor, key_states_1: torch.Tensor, value_states_1: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_64 = torch._C._nn.scaled_dot_product_attention(query_states_1, key_states_1, value_states_1, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.125, is_causal=False)
        attn_output_65 = attn_output_64.reshape(1, -1, 128, 64)
        attn_output_64 = None
        transpose_56 = attn_output_65.transpose(1, 2)
        attn_output_65 = None
        attn_output_66 = transpose_56.contiguous()
        transpose_56 = None
        return (attn_output_66,)
