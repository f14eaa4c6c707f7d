import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_10: torch.Tensor, key_layer_10: torch.Tensor):
        query_10 = query_layer_10.contiguous()
        key_10 = key_layer_10.contiguous()
        return (query_10, key_10)
