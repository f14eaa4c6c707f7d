import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_22: torch.Tensor, key_layer_4: torch.Tensor):
        value_layer_4 = view_22.transpose(1, 2)
        transpose_30 = key_layer_4.transpose(-1, -2)
        return (transpose_30, value_layer_4)
