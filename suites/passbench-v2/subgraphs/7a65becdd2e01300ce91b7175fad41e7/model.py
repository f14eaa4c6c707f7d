import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_7: torch.Tensor):
        reshape_20 = linear_7.reshape(196, 8, 3, 12, 64)
        qkv_2 = reshape_20.permute(2, 0, 3, 1, 4)
        reshape_20 = None
        query_2 = qkv_2[0]
        key_2 = qkv_2[1]
        value_2 = qkv_2[2]
        qkv_2 = None
        return (key_2, query_2, value_2)
