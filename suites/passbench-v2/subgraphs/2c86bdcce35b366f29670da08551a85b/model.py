import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_12: torch.Tensor, key_states_12: torch.Tensor, value_states_12: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_60 = torch._C._nn.scaled_dot_product_attention(query_states_12, key_states_12, value_states_12, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.125, is_causal=False)
        attn_output_61 = attn_output_60.reshape(1, -1, 16, 64)
        attn_output_60 = None
        return (attn_output_61,)
