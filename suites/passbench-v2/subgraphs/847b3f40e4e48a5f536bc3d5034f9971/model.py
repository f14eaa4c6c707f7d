import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_32: torch.Tensor, layer_norm_9: torch.Tensor):
        query_layer_2 = hidden_states_32.permute(0, 2, 1, 3)
        permute_12 = layer_norm_9.permute(0, 2, 1)
        return (permute_12, query_layer_2)
