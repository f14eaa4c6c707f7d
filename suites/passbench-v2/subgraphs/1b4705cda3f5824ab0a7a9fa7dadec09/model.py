import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_14: torch.Tensor):
        contiguous_9 = transpose_14.contiguous()
        windows_7 = contiguous_9.view(-1, 7, 7, 192)
        contiguous_9 = None
        hidden_states_windows_2 = windows_7.view(-1, 49, 192)
        windows_7 = None
        return (hidden_states_windows_2,)
