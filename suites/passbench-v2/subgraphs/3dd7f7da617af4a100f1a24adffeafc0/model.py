import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_52: torch.Tensor, key_layer_3: torch.Tensor):
        value_layer_3 = hidden_states_52.permute(0, 2, 1, 3)
        transpose_5 = key_layer_3.transpose(-1, -2)
        return (transpose_5, value_layer_3)
