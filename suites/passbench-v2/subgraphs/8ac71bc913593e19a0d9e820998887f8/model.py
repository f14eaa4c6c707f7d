import torch


class GraphModule(torch.nn.Module):
    def forward(self, temporal_embedding_12: torch.Tensor):
        reshape_60 = temporal_embedding_12.reshape(1, 14, 14, 96, 768)
        temporal_embedding_13 = reshape_60.reshape(196, 96, 768)
        reshape_60 = None
        return (temporal_embedding_13,)
