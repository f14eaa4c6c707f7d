import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_hidden_states_: torch.Tensor, L_position_embeddings_: torch.Tensor, L_spatial_shapes_: torch.Tensor):
        hidden_states = L_hidden_states_ + L_position_embeddings_
        getitem = L_spatial_shapes_[(slice(None, None, None), 0)]
        getitem_1 = L_spatial_shapes_[(slice(None, None, None), 1)]
        return (getitem, getitem_1, hidden_states)
