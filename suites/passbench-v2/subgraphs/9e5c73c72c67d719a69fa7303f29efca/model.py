import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_15: torch.Tensor, layer_norm_4: torch.Tensor):
        query_layer_1 = hidden_states_15.permute(0, 2, 1, 3)
        permute_9 = layer_norm_4.permute(0, 2, 1)
        return (permute_9, query_layer_1)
