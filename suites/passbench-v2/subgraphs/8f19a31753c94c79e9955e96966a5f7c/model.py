import torch


class GraphModule(torch.nn.Module):
    def forward(self, init_cls_token_3: torch.Tensor, temporal_embedding_11: torch.Tensor):
        cls_token_15 = init_cls_token_3.repeat(1, 8, 1)
        cls_token_16 = cls_token_15.reshape(8, 1, 768)
        cls_token_15 = None
        reshape_53 = temporal_embedding_11.reshape(1, 14, 14, 8, 768)
        permute_14 = reshape_53.permute(0, 3, 1, 2, 4)
        reshape_53 = None
        spatial_embedding_6 = permute_14.reshape(8, 196, 768)
        permute_14 = None
        spatial_embedding_7 = torch.cat((cls_token_16, spatial_embedding_6), 1)
        cls_token_16 = spatial_embedding_6 = None
        return (spatial_embedding_7,)
