import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_67: torch.Tensor):
        x_68 = torch.roll(x_67, shifts=(-3, -3), dims=(1, 2))
        x_69 = x_68.view(1, 2, 7, 2, 7, 512)
        x_68 = None
        permute_24 = x_69.permute(0, 1, 3, 2, 4, 5)
        x_69 = None
        x_70 = permute_24.reshape(4, 49, 512)
        permute_24 = None
        return (x_70,)
