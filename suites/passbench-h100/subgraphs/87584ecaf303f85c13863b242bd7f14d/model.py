import torch


class GraphModule(torch.nn.Module):
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, attention_mask: torch.Tensor):
        attn_output = torch._C._nn.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, dropout_p=0.0, is_causal=False)
        transpose_3 = attn_output.transpose(1, 2)
        attn_output = None
        contiguous = transpose_3.contiguous()
        transpose_3 = None
        attn_output_1 = contiguous.view(1, -1, 768)
        contiguous = None
        return (attn_output_1,)
