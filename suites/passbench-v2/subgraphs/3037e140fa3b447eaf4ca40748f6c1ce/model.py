import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_375: torch.Tensor, key_layer_22: torch.Tensor):
        value_layer_22 = view_375.transpose(1, 2)
        transpose_148 = key_layer_22.transpose(-1, -2)
        return (transpose_148, value_layer_22)
