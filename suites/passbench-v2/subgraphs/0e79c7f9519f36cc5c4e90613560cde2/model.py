import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_19: torch.Tensor):
        contiguous_17 = transpose_19.contiguous()
        windows_9 = contiguous_17.view(-1, 28, 28, 192)
        contiguous_17 = None
        attention_windows_5 = windows_9.view(1, 784, 192)
        windows_9 = None
        return (attention_windows_5,)
