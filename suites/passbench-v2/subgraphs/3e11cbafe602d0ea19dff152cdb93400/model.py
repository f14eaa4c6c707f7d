import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_2: torch.Tensor, key_layer: torch.Tensor):
        value_layer = view_2.transpose(1, 2)
        transpose_3 = key_layer.transpose(-1, -2)
        return (transpose_3, value_layer)
