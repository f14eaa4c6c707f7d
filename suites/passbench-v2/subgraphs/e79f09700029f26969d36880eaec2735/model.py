import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_1: torch.Tensor, key_states_1: torch.Tensor, value_states_1: torch.Tensor, attention_mask_3: torch.Tensor):
        attn_output_5 = torch._C._nn.scaled_dot_product_attention(query_states_1, key_states_1, value_states_1, attn_mask=attention_mask_3, dropout_p=0.0, scale=1.0, is_causal=False)
        attn_output_6 = attn_output_5.reshape(1, -1, 128, 64)
        attn_output_5 = None
        transpose_7 = attn_output_6.transpose(1, 2)
        attn_output_6 = None
        attn_output_7 = transpose_7.contiguous()
        transpose_7 = None
        return (attn_output_7,)
