import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_24: torch.Tensor):
        reshape_55 = linear_24.reshape(8, 197, 3, 12, 64)
        qkv_7 = reshape_55.permute(2, 0, 3, 1, 4)
        reshape_55 = None
        query_7 = qkv_7[0]
        key_7 = qkv_7[1]
        return (qkv_7, key_7, query_7)
