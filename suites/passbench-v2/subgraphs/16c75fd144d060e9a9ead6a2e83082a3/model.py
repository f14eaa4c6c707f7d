import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_4: torch.Tensor):
        flatten_12 = input_4.flatten(2)
        source_1 = flatten_12.transpose(1, 2)
        flatten_12 = None
        return (source_1,)
