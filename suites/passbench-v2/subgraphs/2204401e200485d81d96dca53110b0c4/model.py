import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_2: torch.Tensor, key_layer_1: torch.Tensor):
        value_layer_1 = view_2.transpose(1, 2)
        transpose_3 = key_layer_1.transpose(-1, -2)
        return (transpose_3, value_layer_1)
