import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_69: torch.Tensor, key_layer_4: torch.Tensor):
        value_layer_4 = hidden_states_69.permute(0, 2, 1, 3)
        transpose_19 = key_layer_4.transpose(-1, -2)
        return (transpose_19, value_layer_4)
