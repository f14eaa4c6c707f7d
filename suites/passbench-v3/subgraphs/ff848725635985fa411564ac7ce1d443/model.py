import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_6: torch.Tensor, residual_temporal_1: torch.Tensor, embeddings_10: torch.Tensor):
        temporal_embedding_2 = getitem_6 + residual_temporal_1
        getitem_7 = embeddings_10[(slice(None, None, None), 0, slice(None, None, None))]
        init_cls_token = getitem_7.unsqueeze(1)
        getitem_7 = None
        return (init_cls_token, temporal_embedding_2)
