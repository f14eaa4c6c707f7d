import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_1: torch.Tensor, value_states: torch.Tensor):
        key_states_1 = view_1.transpose(1, 2)
        view_2 = value_states.view(1, 197, 6, 64)
        return (view_2, key_states_1)
