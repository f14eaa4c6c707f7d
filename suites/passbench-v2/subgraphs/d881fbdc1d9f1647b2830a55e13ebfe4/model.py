import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_6: torch.Tensor, residual_temporal_1: torch.Tensor, embeddings_10: torch.Tensor):
        temporal_embedding_2 = getitem_6 + residual_temporal_1
        getitem_7 = embeddings_10[(slice(None, None, None), 0, slice(None, None, None))]
        return (getitem_7, temporal_embedding_2)
