import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_27: torch.Tensor):
        contiguous_18 = transpose_27.contiguous()
        windows_14 = contiguous_18.view(-1, 7, 7, 384)
        contiguous_18 = None
        return (windows_14,)
