import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_31: torch.Tensor):
        reshape_69 = linear_31.reshape(96, 197, 3, 12, 64)
        qkv_9 = reshape_69.permute(2, 0, 3, 1, 4)
        reshape_69 = None
        query_9 = qkv_9[0]
        key_9 = qkv_9[1]
        value_9 = qkv_9[2]
        qkv_9 = None
        return (key_9, query_9, value_9)
