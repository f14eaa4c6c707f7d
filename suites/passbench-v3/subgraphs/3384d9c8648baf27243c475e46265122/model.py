import torch


class GraphModule(torch.nn.Module):
    def forward(self, residual_spatial: torch.Tensor, init_cls_token: torch.Tensor, temporal_embedding_2: torch.Tensor, cls_token_4: torch.Tensor):
        reshape_16 = residual_spatial.reshape(1, 8, 14, 14, 768)
        permute_4 = reshape_16.permute(0, 2, 3, 1, 4)
        reshape_16 = None
        residual_spatial_1 = permute_4.reshape(1, 1568, 768)
        permute_4 = None
        cat_3 = torch.cat((init_cls_token, temporal_embedding_2), 1)
        cat_4 = torch.cat((cls_token_4, residual_spatial_1), 1)
        residual_spatial_1 = None
        return (cat_3, cat_4)
