import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_49: torch.Tensor):
        contiguous_25 = transpose_49.contiguous()
        windows = contiguous_25.view(-1, 7, 7, 96)
        contiguous_25 = None
        hidden_states_windows = windows.view(-1, 49, 96)
        windows = None
        return (hidden_states_windows,)
