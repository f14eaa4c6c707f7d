import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_embed_1: torch.Tensor, keys_1: torch.Tensor, values_1: torch.Tensor, attn_mask_3: torch.Tensor):
        attn_output_5 = torch._C._nn.scaled_dot_product_attention(q_embed_1, keys_1, values_1, attn_mask=attn_mask_3, dropout_p=0.0, scale=0.08838834764831845, is_causal=False)
        attn_output_6 = attn_output_5.reshape(1, -1, 128, 128)
        attn_output_5 = None
        transpose_11 = attn_output_6.transpose(1, 2)
        attn_output_6 = None
        attn_output_7 = transpose_11.contiguous()
        transpose_11 = None
        return (attn_output_7,)
