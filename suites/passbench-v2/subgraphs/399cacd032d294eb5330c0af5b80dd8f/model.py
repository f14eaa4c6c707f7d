import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_11: torch.Tensor, value_layer: torch.Tensor):
        context_layer = torch.bmm(view_11, value_layer)
        view_12 = context_layer.view(-1, 12, 24, 64)
        context_layer = None
        permute_5 = view_12.permute(0, 2, 1, 3)
        view_12 = None
        return (permute_5,)
