import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_1: torch.Tensor):
        view = linear_1.view(1, -1, 12, 64)
        query_layer = view.transpose(1, 2)
        view = None
        return (query_layer,)
