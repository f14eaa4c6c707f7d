import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_1: torch.Tensor):
        contiguous_1 = permute_1.contiguous()
        key_layer = contiguous_1.view(-1, 128, 64)
        contiguous_1 = None
        return (key_layer,)
