import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_3: torch.Tensor, v: torch.Tensor):
        matmul_1 = attn_3.matmul(v)
        transpose_1 = matmul_1.transpose(1, 2)
        matmul_1 = None
        return (transpose_1,)
