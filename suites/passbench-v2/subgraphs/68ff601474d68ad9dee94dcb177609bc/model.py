import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_22: torch.Tensor, key_layer_11: torch.Tensor):
        value_layer_11 = view_22.transpose(1, 2)
        transpose_23 = key_layer_11.transpose(-1, -2)
        return (transpose_23, value_layer_11)
