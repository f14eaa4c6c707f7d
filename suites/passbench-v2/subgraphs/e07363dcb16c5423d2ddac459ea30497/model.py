import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_8: torch.Tensor, transpose_44: torch.Tensor):
        matmul_16 = torch.matmul(query_layer_8, transpose_44)
        attn_weights_32 = matmul_16 * 0.125
        matmul_16 = None
        return (attn_weights_32,)
