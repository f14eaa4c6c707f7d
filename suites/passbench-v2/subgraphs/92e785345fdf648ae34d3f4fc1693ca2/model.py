import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_54: torch.Tensor):
        contiguous_29 = transpose_54.contiguous()
        windows_2 = contiguous_29.view(-1, 56, 56, 96)
        contiguous_29 = None
        return (windows_2,)
