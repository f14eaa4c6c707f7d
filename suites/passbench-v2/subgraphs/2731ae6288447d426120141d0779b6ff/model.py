import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_embed_5: torch.Tensor, key_5: torch.Tensor, value_5: torch.Tensor, attention_mask_1: torch.Tensor):
        attn_output_25 = torch._C._nn.scaled_dot_product_attention(q_embed_5, key_5, value_5, attn_mask=attention_mask_1, dropout_p=0.0, scale=1.0, is_causal=False)
        attn_output_26 = attn_output_25.reshape(1, -1, 128, 512)
        attn_output_25 = None
        transpose_23 = attn_output_26.transpose(1, 2)
        attn_output_26 = None
        attn_output_27 = transpose_23.contiguous()
        transpose_23 = None
        return (attn_output_27,)
