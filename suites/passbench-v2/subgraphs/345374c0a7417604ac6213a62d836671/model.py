import torch


class GraphModule(torch.nn.Module):
    def forward(self, init_cls_token_5: torch.Tensor, temporal_embedding_17: torch.Tensor):
        cls_token_25 = init_cls_token_5.repeat(1, 96, 1)
        cls_token_26 = cls_token_25.reshape(96, 1, 768)
        cls_token_25 = None
        reshape_81 = temporal_embedding_17.reshape(1, 14, 14, 96, 768)
        permute_22 = reshape_81.permute(0, 3, 1, 2, 4)
        reshape_81 = None
        spatial_embedding_10 = permute_22.reshape(96, 196, 768)
        permute_22 = None
        spatial_embedding_11 = torch.cat((cls_token_26, spatial_embedding_10), 1)
        cls_token_26 = spatial_embedding_10 = None
        return (spatial_embedding_11,)
