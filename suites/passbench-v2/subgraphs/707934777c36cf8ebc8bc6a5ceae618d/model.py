import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_95: torch.Tensor, key_layer_6: torch.Tensor):
        value_layer_6 = hidden_states_95.permute(0, 2, 1, 3)
        transpose_10 = key_layer_6.transpose(-1, -2)
        return (transpose_10, value_layer_6)
