import torch


class GraphModule(torch.nn.Module):
    def forward(self, conv2d: torch.Tensor):
        flatten = conv2d.flatten(2)
        embeddings = flatten.transpose(1, 2)
        flatten = None
        return (embeddings,)
