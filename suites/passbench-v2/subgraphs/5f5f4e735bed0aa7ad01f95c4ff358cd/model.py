import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_5: torch.Tensor, value_1: torch.Tensor):
        matmul_3 = attention_probs_5 @ value_1
        transpose_4 = matmul_3.transpose(1, 2)
        matmul_3 = None
        return (transpose_4,)
