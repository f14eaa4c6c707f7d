import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_7: torch.Tensor):
        contiguous_5 = transpose_7.contiguous()
        windows_3 = contiguous_5.view(-1, 12, 12, 128)
        contiguous_5 = None
        return (windows_3,)
