import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_1: torch.Tensor, value_1: torch.Tensor):
        matmul_1 = attention_1 @ value_1
        transpose_2 = matmul_1.transpose(1, 2)
        matmul_1 = None
        return (transpose_2,)
