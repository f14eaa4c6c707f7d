import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_1: torch.Tensor):
        contiguous = transpose_1.contiguous()
        windows = contiguous.view(-1, 8, 8, 180)
        contiguous = None
        return (windows,)
