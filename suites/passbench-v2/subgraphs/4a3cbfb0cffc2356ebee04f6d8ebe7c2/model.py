import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_83: torch.Tensor, key_layer_5: torch.Tensor):
        value_layer_5 = hidden_states_83.permute(0, 2, 1, 3)
        transpose_8 = key_layer_5.transpose(-1, -2)
        return (transpose_8, value_layer_5)
