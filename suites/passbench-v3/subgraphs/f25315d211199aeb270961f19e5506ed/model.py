import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_1: torch.Tensor, k_1: torch.Tensor, v: torch.Tensor):
        x_5 = torch._C._nn.scaled_dot_product_attention(q_1, k_1, v, attn_mask=None, dropout_p=0.0)
        transpose_1 = x_5.transpose(1, 2)
        x_5 = None
        return (transpose_1,)
