import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states: torch.Tensor, key_states_1: torch.Tensor, value_states_1: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query_states, key_states_1, value_states_1, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_1 = attn_output.reshape(1, -1, 128, 32)
        attn_output = None
        transpose_3 = attn_output_1.transpose(1, 2)
        attn_output_1 = None
        attn_output_2 = transpose_3.contiguous()
        transpose_3 = None
        return (attn_output_2,)
