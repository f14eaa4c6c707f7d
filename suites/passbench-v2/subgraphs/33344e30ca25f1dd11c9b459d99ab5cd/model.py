import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_73: torch.Tensor):
        reshape_153 = linear_73.reshape(96, 197, 3, 12, 64)
        qkv_21 = reshape_153.permute(2, 0, 3, 1, 4)
        reshape_153 = None
        query_21 = qkv_21[0]
        return (qkv_21, query_21)
