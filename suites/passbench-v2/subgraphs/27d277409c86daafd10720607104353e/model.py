import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_21: torch.Tensor, key_layer_1: torch.Tensor):
        value_layer_1 = hidden_states_21.permute(0, 2, 1, 3)
        transpose_2 = key_layer_1.transpose(-1, -2)
        return (transpose_2, value_layer_1)
