import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_12: torch.Tensor, key_layer_2: torch.Tensor):
        value_layer_2 = view_12.transpose(1, 2)
        transpose_17 = key_layer_2.transpose(-1, -2)
        return (transpose_17, value_layer_2)
