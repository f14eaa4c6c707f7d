import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_25: torch.Tensor, v_4: torch.Tensor):
        matmul_9 = attn_25.matmul(v_4)
        transpose_9 = matmul_9.transpose(1, 2)
        matmul_9 = None
        return (transpose_9,)
