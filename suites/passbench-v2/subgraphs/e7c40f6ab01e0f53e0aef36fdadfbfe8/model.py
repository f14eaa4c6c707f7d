import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_10: torch.Tensor, layer_norm_9: torch.Tensor):
        query_layer_2 = view_10.transpose(1, 2)
        permute_7 = layer_norm_9.permute(0, 2, 1)
        return (permute_7, query_layer_2)
