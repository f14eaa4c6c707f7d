import torch


class GraphModule(torch.nn.Module):
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor):
        x_6 = torch._C._nn.scaled_dot_product_attention(q, k, v, attn_mask=None, dropout_p=0.0)
        transpose_1 = x_6.transpose(1, 2)
        x_6 = None
        return (transpose_1,)
