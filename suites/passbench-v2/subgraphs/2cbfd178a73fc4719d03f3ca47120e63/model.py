import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_4: torch.Tensor, key_states_4: torch.Tensor, value_states_4: torch.Tensor, attention_mask_6: torch.Tensor):
        attn_output_20 = torch._C._nn.scaled_dot_product_attention(query_states_4, key_states_4, value_states_4, attn_mask=attention_mask_6, dropout_p=0.0, scale=1.0, is_causal=False)
        attn_output_21 = attn_output_20.reshape(1, -1, 128, 64)
        attn_output_20 = None
        return (attn_output_21,)
