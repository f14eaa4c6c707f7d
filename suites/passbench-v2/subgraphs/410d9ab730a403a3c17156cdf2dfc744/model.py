import torch


class GraphModule(torch.nn.Module):
    def forward(self, view: torch.Tensor, layer_norm_1: torch.Tensor):
        query_layer = view.transpose(1, 2)
        permute = layer_norm_1.permute(0, 2, 1)
        return (permute, query_layer)
