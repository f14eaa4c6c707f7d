import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_10: torch.Tensor, div_7: torch.Tensor, value_vectors_1: torch.Tensor):
        chunked_attn_probs = transpose_10.reshape(16, div_7, 256, 513)
        transpose_11 = value_vectors_1.transpose(1, 2)
        return (transpose_11, chunked_attn_probs)
