import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_8: torch.Tensor):
        flatten_18 = input_8.flatten(2)
        source_3 = flatten_18.transpose(1, 2)
        flatten_18 = None
        return (source_3,)
