import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_46: torch.Tensor, layer_norm_11: torch.Tensor):
        query_layer_3 = hidden_states_46.permute(0, 2, 1, 3)
        permute_24 = layer_norm_11.permute(0, 2, 1)
        return (permute_24, query_layer_3)
