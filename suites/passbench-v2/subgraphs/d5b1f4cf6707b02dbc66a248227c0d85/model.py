import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_1: torch.Tensor):
        contiguous = transpose_1.contiguous()
        windows = contiguous.view(-1, 12, 12, 128)
        contiguous = None
        hidden_states_windows = windows.view(-1, 144, 128)
        windows = None
        return (hidden_states_windows,)
