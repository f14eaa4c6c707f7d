import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, layer_norm_1: torch.Tensor):
        query_layer = hidden_states.permute(0, 2, 1, 3)
        permute_1 = layer_norm_1.permute(0, 2, 1)
        return (permute_1, query_layer)
