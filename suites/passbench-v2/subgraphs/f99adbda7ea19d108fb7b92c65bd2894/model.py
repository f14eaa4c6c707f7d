import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, reshape_27: torch.Tensor):
        qkv_3 = reshape_27.permute(2, 0, 3, 1, 4)
        query_3 = qkv_3[0]
        return (qkv_3, query_3)
