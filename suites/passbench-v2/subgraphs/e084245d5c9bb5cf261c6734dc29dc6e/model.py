import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor, hidden_states_9: torch.Tensor):
        layer_output_1 = hidden_states_4 + hidden_states_9
        temporal_embedding_3 = layer_output_1[(slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        return (temporal_embedding_3, layer_output_1)
