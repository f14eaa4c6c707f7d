import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_34: torch.Tensor, value_layer_8: torch.Tensor):
        attn_output_31 = torch.matmul(attn_weights_34, value_layer_8)
        transpose_45 = attn_output_31.transpose(1, 2)
        attn_output_31 = None
        return (transpose_45,)
