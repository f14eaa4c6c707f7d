import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_embed_3: torch.Tensor, k_embed_3: torch.Tensor, value_states_1: torch.Tensor):
        attn_output_5 = torch._C._nn.scaled_dot_product_attention(q_embed_3, k_embed_3, value_states_1, attn_mask=None, dropout_p=0.0, scale=0.11180339887498948, is_causal=False)
        attn_output_6 = attn_output_5.reshape(1, -1, 256, 80)
        attn_output_5 = None
        transpose_9 = attn_output_6.transpose(1, 2)
        attn_output_6 = None
        attn_output_7 = transpose_9.contiguous()
        transpose_9 = None
        return (attn_output_7,)
