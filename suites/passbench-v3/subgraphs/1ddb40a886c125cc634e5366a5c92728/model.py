import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_2: torch.Tensor, key_states_5: torch.Tensor, value_states_5: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_10 = torch._C._nn.scaled_dot_product_attention(query_states_2, key_states_5, value_states_5, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_11 = attn_output_10.reshape(1, -1, 128, 32)
        attn_output_10 = None
        return (attn_output_11,)
