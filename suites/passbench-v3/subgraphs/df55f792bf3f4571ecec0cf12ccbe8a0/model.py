import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_embed_2: torch.Tensor, key_2: torch.Tensor, value_2: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_10 = torch._C._nn.scaled_dot_product_attention(q_embed_2, key_2, value_2, attn_mask=attention_mask_1, dropout_p=0.0, scale=0.08838834764831845, is_causal=False)
        attn_output_11 = attn_output_10.reshape(1, -1, 128, 128)
        attn_output_10 = None
        transpose_11 = attn_output_11.transpose(1, 2)
        attn_output_11 = None
        attn_output_12 = transpose_11.contiguous()
        transpose_11 = None
        return (attn_output_12,)
