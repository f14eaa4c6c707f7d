import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_21: torch.Tensor):
        reshape_48 = linear_21.reshape(196, 96, 3, 12, 64)
        qkv_6 = reshape_48.permute(2, 0, 3, 1, 4)
        reshape_48 = None
        query_6 = qkv_6[0]
        key_6 = qkv_6[1]
        value_6 = qkv_6[2]
        qkv_6 = None
        return (key_6, query_6, value_6)
