import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_64: torch.Tensor, layer_norm_17: torch.Tensor):
        query_layer_4 = hidden_states_64.permute(0, 2, 1, 3)
        permute_23 = layer_norm_17.permute(0, 2, 1)
        return (permute_23, query_layer_4)
