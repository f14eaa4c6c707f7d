import torch


class GraphModule(torch.nn.Module):
    def forward(self, value_states_2: torch.Tensor, key_states_3: torch.Tensor):
        value_states_3 = value_states_2.view(6, -1, 64)
        transpose_9 = key_states_3.transpose(1, 2)
        return (transpose_9, value_states_3)
