import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, reshape_20: torch.Tensor):
        qkv_2 = reshape_20.permute(2, 0, 3, 1, 4)
        query_2 = qkv_2[0]
        return (qkv_2, query_2)
