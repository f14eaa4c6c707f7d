import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_11: torch.Tensor):
        x_12 = torch.roll(x_11, shifts=(-3, -3), dims=(1, 2))
        x_13 = x_12.view(1, 8, 7, 8, 7, 128)
        x_12 = None
        permute_6 = x_13.permute(0, 1, 3, 2, 4, 5)
        x_13 = None
        x_14 = permute_6.reshape(64, 49, 128)
        permute_6 = None
        return (x_14,)
