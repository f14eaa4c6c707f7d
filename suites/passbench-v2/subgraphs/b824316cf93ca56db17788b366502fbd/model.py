import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_9: torch.Tensor, transpose_49: torch.Tensor):
        matmul_18 = torch.matmul(query_layer_9, transpose_49)
        attn_weights_35 = matmul_18 * 0.125
        matmul_18 = None
        return (attn_weights_35,)
