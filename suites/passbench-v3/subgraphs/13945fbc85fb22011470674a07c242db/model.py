import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_3: torch.Tensor, value_layer: torch.Tensor):
        attn_output = torch.matmul(attn_weights_3, value_layer)
        transpose_4 = attn_output.transpose(1, 2)
        attn_output = None
        return (transpose_4,)
