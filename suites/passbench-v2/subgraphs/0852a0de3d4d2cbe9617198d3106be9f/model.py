import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_2: torch.Tensor, key_states_2: torch.Tensor, value_states_2: torch.Tensor, attention_mask_4: torch.Tensor):
        attn_output_10 = torch._C._nn.scaled_dot_product_attention(query_states_2, key_states_2, value_states_2, attn_mask=attention_mask_4, dropout_p=0.0, scale=1.0, is_causal=False)
        attn_output_11 = attn_output_10.reshape(1, -1, 128, 64)
        attn_output_10 = None
        return (attn_output_11,)
