import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, reshape_62: torch.Tensor):
        qkv_8 = reshape_62.permute(2, 0, 3, 1, 4)
        query_8 = qkv_8[0]
        return (qkv_8, query_8)
