import torch


class GraphModule(torch.nn.Module):
    def forward(self, residual_spatial_8: torch.Tensor):
        reshape_72 = residual_spatial_8.reshape(1, 96, 14, 14, 768)
        permute_20 = reshape_72.permute(0, 2, 3, 1, 4)
        reshape_72 = None
        residual_spatial_9 = permute_20.reshape(1, 18816, 768)
        permute_20 = None
        return (residual_spatial_9,)
