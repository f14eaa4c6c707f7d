import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_20: torch.Tensor, layer_norm_17: torch.Tensor):
        query_layer_4 = view_20.transpose(1, 2)
        permute_14 = layer_norm_17.permute(0, 2, 1)
        return (permute_14, query_layer_4)
