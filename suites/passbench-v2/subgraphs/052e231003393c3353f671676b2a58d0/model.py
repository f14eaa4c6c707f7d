import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_5: torch.Tensor, value_layer_2: torch.Tensor):
        matmul_5 = attention_probs_5 @ value_layer_2
        transpose_11 = matmul_5.transpose(1, 2)
        matmul_5 = None
        return (transpose_11,)
