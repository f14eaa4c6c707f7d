import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn: torch.Tensor, h: torch.Tensor, global_context: torch.Tensor, L_grid_coords_: torch.Tensor):
        out = torch.functional.einsum("bhws,bsc->bhwc", attn, h)
        grid_feats = out.permute(0, 3, 1, 2)
        out = None
        view = global_context.view(1, 64, 1, 1)
        global_map = view.expand(1, 64, 128, 256)
        view = None
        coords_map = L_grid_coords_.permute(0, 3, 1, 2)
        return (coords_map, grid_feats, global_map)
