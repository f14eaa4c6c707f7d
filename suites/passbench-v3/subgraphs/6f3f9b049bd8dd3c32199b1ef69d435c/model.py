import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_1: torch.Tensor, key_states_1: torch.Tensor, value_states_1: torch.Tensor, attention_mask_2: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(query_states_1, key_states_1, value_states_1, attn_mask=attention_mask_2, dropout_p=0.0, scale=None, is_causal=False)
        transpose_3 = attn_output.transpose(1, 2)
        attn_output = None
        attn_output_1 = transpose_3.contiguous()
        transpose_3 = None
        return (attn_output_1,)
