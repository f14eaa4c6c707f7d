import torch


class GraphModule(torch.nn.Module):
    def forward(self, float_1: torch.Tensor, scores: torch.Tensor):
        softmax = torch.nn.functional.softmax(float_1, dim=-1)
        weights = softmax.type_as(scores)
        softmax = None
        weights_1 = torch.nn.functional.dropout(weights, p=0.1, training=False)
        weights = None
        return (weights_1,)
