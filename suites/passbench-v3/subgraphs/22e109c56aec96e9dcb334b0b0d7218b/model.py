import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_37: torch.Tensor, values_7: torch.Tensor):
        attn_output_30 = torch.matmul(attn_weights_37, values_7)
        transpose_20 = attn_output_30.transpose(1, 2)
        attn_output_30 = None
        return (transpose_20,)
