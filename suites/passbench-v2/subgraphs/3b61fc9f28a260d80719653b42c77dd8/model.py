import torch


class GraphModule(torch.nn.Module):
    def forward(self, value_states_22: torch.Tensor, key_states_23: torch.Tensor):
        value_states_23 = value_states_22.view(6, -1, 64)
        transpose_67 = key_states_23.transpose(1, 2)
        return (transpose_67, value_states_23)
