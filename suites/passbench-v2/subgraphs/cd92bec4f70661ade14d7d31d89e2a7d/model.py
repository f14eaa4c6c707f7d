import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_3: torch.Tensor):
        reshape_13 = linear_3.reshape(8, 197, 3, 12, 64)
        qkv_1 = reshape_13.permute(2, 0, 3, 1, 4)
        reshape_13 = None
        query_1 = qkv_1[0]
        return (qkv_1, query_1)
