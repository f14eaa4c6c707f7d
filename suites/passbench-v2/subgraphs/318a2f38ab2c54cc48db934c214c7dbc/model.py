import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_124: torch.Tensor, v_22: torch.Tensor):
        matmul_45 = attn_124.matmul(v_22)
        transpose_45 = matmul_45.transpose(1, 2)
        matmul_45 = None
        return (transpose_45,)
