import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_6: torch.Tensor):
        contiguous_4 = transpose_6.contiguous()
        windows_2 = contiguous_4.view(-1, 56, 56, 96)
        contiguous_4 = None
        attention_windows_1 = windows_2.view(1, 3136, 96)
        windows_2 = None
        return (attention_windows_1,)
