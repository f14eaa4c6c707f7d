import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_42: torch.Tensor):
        contiguous_27 = transpose_42.contiguous()
        windows_21 = contiguous_27.view(-1, 8, 8, 180)
        contiguous_27 = None
        hidden_states_windows_6 = windows_21.view(-1, 64, 180)
        windows_21 = None
        return (hidden_states_windows_6,)
