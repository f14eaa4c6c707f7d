import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_14: torch.Tensor):
        reshape_34 = linear_14.reshape(196, 8, 3, 12, 64)
        qkv_4 = reshape_34.permute(2, 0, 3, 1, 4)
        reshape_34 = None
        query_4 = qkv_4[0]
        key_4 = qkv_4[1]
        return (qkv_4, key_4, query_4)
