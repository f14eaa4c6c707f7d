import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_77: torch.Tensor, layer_norm_18: torch.Tensor):
        query_layer_5 = hidden_states_77.permute(0, 2, 1, 3)
        permute_39 = layer_norm_18.permute(0, 2, 1)
        return (permute_39, query_layer_5)
