import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_17: torch.Tensor):
        reshape_41 = linear_17.reshape(8, 197, 3, 12, 64)
        qkv_5 = reshape_41.permute(2, 0, 3, 1, 4)
        reshape_41 = None
        query_5 = qkv_5[0]
        key_5 = qkv_5[1]
        value_5 = qkv_5[2]
        qkv_5 = None
        return (key_5, query_5, value_5)
