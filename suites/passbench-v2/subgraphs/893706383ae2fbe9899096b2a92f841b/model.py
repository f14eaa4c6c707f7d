import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_5: torch.Tensor, key_layer: torch.Tensor):
        value_layer = hidden_states_5.permute(0, 2, 1, 3)
        transpose_1 = key_layer.transpose(-1, -2)
        return (transpose_1, value_layer)
