import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_177: torch.Tensor, key_layer_10: torch.Tensor):
        value_layer_10 = view_177.transpose(1, 2)
        transpose_70 = key_layer_10.transpose(-1, -2)
        return (transpose_70, value_layer_10)
