import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_7: torch.Tensor, value_layer: torch.Tensor):
        context_layer = torch.bmm(view_7, value_layer)
        view_8 = context_layer.view(-1, 24, 128, 64)
        context_layer = None
        permute_3 = view_8.permute(0, 2, 1, 3)
        view_8 = None
        return (permute_3,)
