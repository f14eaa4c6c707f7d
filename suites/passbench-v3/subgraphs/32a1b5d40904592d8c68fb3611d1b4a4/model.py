import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_17: torch.Tensor, residual_temporal_3: torch.Tensor, layer_output_1: torch.Tensor):
        temporal_embedding_5 = getitem_17 + residual_temporal_3
        getitem_18 = layer_output_1[(slice(None, None, None), 0, slice(None, None, None))]
        init_cls_token_1 = getitem_18.unsqueeze(1)
        getitem_18 = None
        return (init_cls_token_1, temporal_embedding_5)
