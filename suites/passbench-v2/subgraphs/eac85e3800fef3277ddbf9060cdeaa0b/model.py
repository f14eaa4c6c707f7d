import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_4: torch.Tensor):
        reshape_2 = linear_4.reshape(1, 257, 3, 12, 64)
        qkv_1 = reshape_2.permute(2, 0, 3, 1, 4)
        reshape_2 = None
        query_1 = qkv_1[0]
        key_1 = qkv_1[1]
        return (qkv_1, key_1, query_1)
