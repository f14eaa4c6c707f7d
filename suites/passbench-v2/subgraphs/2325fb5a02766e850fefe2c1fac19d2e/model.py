import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_27: torch.Tensor):
        contiguous_18 = transpose_27.contiguous()
        windows_14 = contiguous_18.view(-1, 7, 7, 384)
        contiguous_18 = None
        hidden_states_windows_4 = windows_14.view(-1, 49, 384)
        windows_14 = None
        return (hidden_states_windows_4,)
