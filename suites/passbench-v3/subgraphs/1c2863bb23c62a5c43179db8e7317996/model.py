import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_1: torch.Tensor, transpose_4: torch.Tensor):
        attn_output = torch.matmul(attn_weights_1, transpose_4)
        transpose_5 = attn_output.transpose(1, 2)
        attn_output = None
        return (transpose_5,)
