import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_16: torch.Tensor, value_states_10: torch.Tensor):
        key_states_11 = view_16.transpose(1, 2)
        view_17 = value_states_10.view(1, 13, -1, 64)
        return (view_17, key_states_11)
