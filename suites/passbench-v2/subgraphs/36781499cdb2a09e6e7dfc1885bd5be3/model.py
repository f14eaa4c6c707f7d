import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_28: torch.Tensor):
        reshape_62 = linear_28.reshape(196, 96, 3, 12, 64)
        qkv_8 = reshape_62.permute(2, 0, 3, 1, 4)
        reshape_62 = None
        query_8 = qkv_8[0]
        key_8 = qkv_8[1]
        return (qkv_8, key_8, query_8)
