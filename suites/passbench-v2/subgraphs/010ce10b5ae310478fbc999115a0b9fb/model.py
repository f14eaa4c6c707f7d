import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_33: torch.Tensor):
        contiguous_27 = transpose_33.contiguous()
        windows_17 = contiguous_27.view(-1, 12, 12, 512)
        contiguous_27 = None
        return (windows_17,)
