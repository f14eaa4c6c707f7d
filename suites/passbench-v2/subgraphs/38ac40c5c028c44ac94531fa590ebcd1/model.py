import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_embed_2: torch.Tensor, k_embed_2: torch.Tensor, value_states_2: torch.Tensor, attention_mask: torch.Tensor):
        attn_output_10 = torch._C._nn.scaled_dot_product_attention(q_embed_2, k_embed_2, value_states_2, attn_mask=attention_mask, dropout_p=0.0, scale=0.125, is_causal=False)
        attn_output_11 = attn_output_10.reshape(1, -1, 18, 64)
        attn_output_10 = None
        return (attn_output_11,)
