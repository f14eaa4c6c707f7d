import torch


class GraphModule(torch.nn.Module):
    def forward(self, temporal_embedding_6: torch.Tensor):
        reshape_32 = temporal_embedding_6.reshape(1, 14, 14, 8, 768)
        temporal_embedding_7 = reshape_32.reshape(196, 8, 768)
        reshape_32 = None
        return (temporal_embedding_7,)
