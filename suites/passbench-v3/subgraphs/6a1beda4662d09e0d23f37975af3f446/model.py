import torch


class GraphModule(torch.nn.Module):
    def forward(self, residual_spatial_4: torch.Tensor):
        reshape_44 = residual_spatial_4.reshape(1, 8, 14, 14, 768)
        permute_12 = reshape_44.permute(0, 2, 3, 1, 4)
        reshape_44 = None
        residual_spatial_5 = permute_12.reshape(1, 1568, 768)
        permute_12 = None
        return (residual_spatial_5,)
