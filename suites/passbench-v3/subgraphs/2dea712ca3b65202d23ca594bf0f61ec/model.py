import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_1: torch.Tensor, key_1: torch.Tensor, value_1: torch.Tensor, L_text_cross_attn_mask_: torch.Tensor):
        attn_output_5 = torch._C._nn.scaled_dot_product_attention(query_1, key_1, value_1, attn_mask=L_text_cross_attn_mask_, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_6 = attn_output_5.reshape(1, -1, 201, 32)
        attn_output_5 = None
        return (attn_output_6,)
