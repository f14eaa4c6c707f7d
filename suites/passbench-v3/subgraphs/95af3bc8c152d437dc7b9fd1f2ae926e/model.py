import torch


class GraphModule(torch.nn.Module):
    def forward(self, residual_spatial_4: torch.Tensor, init_cls_token_2: torch.Tensor, temporal_embedding_8: torch.Tensor, cls_token_14: torch.Tensor):
        reshape_44 = residual_spatial_4.reshape(1, 96, 14, 14, 768)
        permute_12 = reshape_44.permute(0, 2, 3, 1, 4)
        reshape_44 = None
        residual_spatial_5 = permute_12.reshape(1, 18816, 768)
        permute_12 = None
        cat_9 = torch.cat((init_cls_token_2, temporal_embedding_8), 1)
        cat_10 = torch.cat((cls_token_14, residual_spatial_5), 1)
        residual_spatial_5 = None
        return (cat_9, cat_10)
