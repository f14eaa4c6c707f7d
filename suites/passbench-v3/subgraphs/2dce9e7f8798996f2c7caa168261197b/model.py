import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_2: torch.Tensor, values: torch.Tensor):
        attn_output = torch.matmul(attn_weights_2, values)
        transpose_5 = attn_output.transpose(1, 2)
        attn_output = None
        return (transpose_5,)
